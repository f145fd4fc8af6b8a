// Placeholder: the owner of this folder exports its model here (plan.md).
export {};
