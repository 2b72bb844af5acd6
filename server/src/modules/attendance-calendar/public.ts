// The attendance calendar module's public door: what other modules may use. Nothing yet; everything in the folder is private.
export {};
