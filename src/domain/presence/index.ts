// Presence (visitors online, agents available): pure rules shared by the server and tests.
export * from './availability';
