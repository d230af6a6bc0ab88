// The conversation-flow model: types, validation, editing, storage, the bot runtime and the funnel.
// The widget imports './runtime' directly: this index pulls in yup through the shared validators.
export * from './types';
export * from './messages';
export * from './features';
export * from './steps';
export * from './rules';
export * from './graph';
export { validateStep, type StepContext, type StepProblem } from './validateStep';
export * from './validate';
export * from './integrationNeeds';
export * from './edit';
export { decodeFlow } from './decode';
export * from './serialize';
export * from './runtime';
export * from './funnel';
