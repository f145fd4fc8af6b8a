/** Placeholder: filled by its owner (plan.md). */
export {};
