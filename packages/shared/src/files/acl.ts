// Owned by the files helper (issue 20): who may see, upload into and manage a folder (pure model).
export {};
