ALTER TABLE "access_log" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The access log's hash chain (core/access-log-chain.ts reads it back and checks it on its own). A row's content,
-- as one text: each field's UTF-8 bytes in hex ("-" for none), then created_at in microseconds since the epoch.
CREATE FUNCTION access_log_row_text(r access_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|',
    coalesce(encode(convert_to(r.event::text, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.actor_id, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.user_identifier, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.role::text, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.ip, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.user_agent, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.target, 'UTF8'), 'hex'), '-'),
    coalesce(encode(convert_to(r.detail, 'UTF8'), 'hex'), '-'),
    (extract(epoch from r.created_at) * 1000000)::bigint::text)
$$;
--> statement-breakpoint
-- Every row goes in linked to the one before, whoever writes it: one writer at a time (a lock held until its
-- transaction ends, so the row before is committed). A row whose id was drawn before a later one's went in first
-- draws another, so that the chain runs in id order.
CREATE FUNCTION access_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_id integer;
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(7401040001);
  SELECT id, hash INTO head_id, previous FROM access_log ORDER BY id DESC LIMIT 1;
  IF NEW.id <= head_id THEN
    NEW.id := nextval(pg_get_serial_sequence('access_log', 'id'));
  END IF;
  NEW.actor_id := NEW.user_id::text;
  NEW.prev_hash := coalesce(previous, repeat('0', 64));
  NEW.hash := encode(sha256(convert_to(NEW.prev_hash || '|' || access_log_row_text(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER access_log_chain BEFORE INSERT ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_chain();
--> statement-breakpoint
-- The rows written before the chain, chained in id order.
DO $$
DECLARE
  r access_log;
  previous text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM access_log ORDER BY id LOOP
    r.actor_id := r.user_id::text;
    UPDATE access_log
      SET actor_id = r.actor_id,
        prev_hash = previous,
        hash = encode(sha256(convert_to(previous || '|' || access_log_row_text(r), 'UTF8')), 'hex')
      WHERE id = r.id
      RETURNING hash INTO previous;
  END LOOP;
END
$$;
