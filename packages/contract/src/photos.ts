// Filled in by issue 3.
export {};
