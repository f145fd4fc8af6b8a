// Owned by the search helper (issue 20): the tokenizer shared by the indexer and the query.
export {};
