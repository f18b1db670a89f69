-- Stage 31 (SchemaV31), lightweight: where the primary's write-ahead log stood after each
-- person's last write, so that reads sent to a replica (LARDER_READ_URL) wait for it to have
-- replayed that far and a person always sees their own saves. Written only when replicas are in
-- use; NULL means the person's reads may go to any replica that is within the lag bound.
ALTER TABLE users ADD COLUMN last_write_position pg_lsn;
