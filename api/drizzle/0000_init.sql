-- Trigram search for the library (title and tags match text case-insensitively).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
