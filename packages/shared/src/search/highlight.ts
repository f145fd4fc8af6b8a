// Owned by the search helper (issue 20): title and snippet segments with the matched words marked.
export {};
