/**
 * The columnar copy's memory (DuckDB's buffer pool, beside the store's own caches) and threads.
 * At 10M events 160 MB of buffer pool cost ~100 MB more RSS than 64 MB and answered no faster
 * (docs/columnar.md).
 */
export const COLUMNAR_MEMORY_MB = 64;
export const COLUMNAR_THREADS = 2;
