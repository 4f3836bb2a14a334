"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventStore1763700000001 = void 0;
/** The append-only log and its catch-up order. */
class EventStore1763700000001 {
    async up(db) {
        await db.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id        uuid NOT NULL UNIQUE,
        stream_id       text NOT NULL,
        stream_type     text NOT NULL,
        stream_version  integer NOT NULL CHECK (stream_version > 0),
        event_type      text NOT NULL,
        schema_version  integer NOT NULL DEFAULT 1,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        tenant_id       bigint,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        previous_hash   text,
        hash            text NOT NULL,
        CONSTRAINT events_stream_id_stream_version_key UNIQUE (stream_id, stream_version)
      )`);
        await db.query(`CREATE INDEX events_catch_up_order ON events (transaction_id, global_position)`);
        await db.query(`CREATE INDEX events_by_type ON events (event_type, global_position)`);
        await db.query(`CREATE INDEX events_by_tenant ON events (tenant_id, global_position) WHERE tenant_id IS NOT NULL`);
        await db.query(`CREATE INDEX events_by_time ON events (recorded_at)`);
        await db.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the event log is append-only: % on events is not allowed', TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'Correct a mistake with a compensating event.';
      END $$`);
        await db.query(`CREATE TRIGGER events_no_update_or_delete BEFORE UPDATE OR DELETE ON events
                    FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
        await db.query(`CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
                    FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()`);
        // The database, not the application, keeps each stream contiguous and chains every event to
        // the previous one of its stream: SHA-256 over the previous hash and everything the event says.
        // A row-level BEFORE trigger sees the rows inserted before it by the same statement, so a
        // multi-event append chains within itself too.
        await db.query(`
      CREATE FUNCTION events_hash_input(previous_hash text, e events) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT concat_ws(E'\n', coalesce(previous_hash, ''), e.event_id::text, e.stream_id, e.stream_version::text,
                         e.event_type, e.schema_version::text, e.data::text, e.metadata::text,
                         to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
      $$`);
        await db.query(`
      CREATE FUNCTION events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE previous text;
      BEGIN
        IF NEW.stream_version > 1 THEN
          SELECT hash INTO previous FROM events WHERE stream_id = NEW.stream_id AND stream_version = NEW.stream_version - 1;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'stream % has no version %', NEW.stream_id, NEW.stream_version - 1 USING ERRCODE = 'PA409';
          END IF;
        END IF;
        NEW.previous_hash := previous;
        NEW.hash := encode(sha256(convert_to(events_hash_input(previous, NEW), 'UTF8')), 'hex');
        RETURN NEW;
      END $$`);
        await db.query(`CREATE TRIGGER events_chain BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_chain()`);
    }
    async down(db) {
        await db.query(`DROP FUNCTION events_hash_input`);
        await db.query(`DROP TABLE events`);
        await db.query(`DROP FUNCTION events_are_append_only`);
        await db.query(`DROP FUNCTION events_chain`);
    }
}
exports.EventStore1763700000001 = EventStore1763700000001;
//# sourceMappingURL=1763700000001-event-store.js.map