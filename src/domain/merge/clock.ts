// The browser's clock in whole seconds, as the server's (the undo window counts down against it).
export const nowSeconds = (): number => Math.round(Date.now() / 1000);
