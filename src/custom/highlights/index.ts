// The Highlights builder page (/settings/highlights).
export { HighlightsBuilderPage } from './HighlightsBuilderPage';
