-- Trigram matching for the materials search (word_similarity `<%` with GIN indexes, STACK.md trap 11).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser rights.
create extension if not exists pg_trgm;
