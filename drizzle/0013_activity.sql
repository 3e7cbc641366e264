CREATE TABLE "activity_daily" (
	"municipality_id" integer NOT NULL,
	"day" date NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"apologised" integer DEFAULT 0 NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"unhelpful" integer DEFAULT 0 NOT NULL,
	"seconds_saved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_day_municipality_id_pk" PRIMARY KEY("day","municipality_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seconds_saved" integer;--> statement-breakpoint
CREATE INDEX "message_evaluations_unhelpful_idx" ON "message_evaluations" USING btree ("updated_at") WHERE "message_evaluations"."evaluation" = 'unhelpful';--> statement-breakpoint
CREATE INDEX "messages_apologised_idx" ON "messages" USING btree ("created_at") WHERE "messages"."outcome" = 'apologised';--> statement-breakpoint
-- Backfill (ADR 012): each existing reply's outcome from its stored apology flag (or, for replies stored before the
-- flag existed, its "I'm sorry" opening), and the time saved the chat showed for it.
UPDATE messages SET
  outcome = CASE
    WHEN (meta_data->>'apology') = 'true' THEN 'apologised'
    WHEN (meta_data->>'apology') IS NULL AND (content ILIKE 'I''m sorry%' OR content ILIKE 'I’m sorry%') THEN 'apologised'
    ELSE 'answered' END,
  seconds_saved = CASE
    WHEN (meta_data->>'apology') = 'true' THEN 0
    WHEN (meta_data->>'apology') IS NULL AND (content ILIKE 'I''m sorry%' OR content ILIKE 'I’m sorry%') THEN 0
    ELSE round(coalesce((meta_data->>'minutes_saved')::numeric, 0) * 60 + coalesce((meta_data->>'seconds_saved')::numeric, 0))::integer END
WHERE source = 'from_bot';--> statement-breakpoint
INSERT INTO activity_daily (municipality_id, day, questions, answered, apologised, helpful, unhelpful, seconds_saved)
SELECT municipality_id, day, sum(questions), sum(answered), sum(apologised), sum(helpful), sum(unhelpful), sum(seconds_saved)
FROM (
  SELECT coalesce(c.municipality_id, 0) AS municipality_id, (m.created_at AT TIME ZONE 'UTC')::date AS day,
    count(*) FILTER (WHERE m.source = 'from_human') AS questions,
    count(*) FILTER (WHERE m.outcome = 'answered') AS answered,
    count(*) FILTER (WHERE m.outcome = 'apologised') AS apologised,
    0 AS helpful, 0 AS unhelpful, coalesce(sum(m.seconds_saved), 0) AS seconds_saved
  FROM messages m JOIN chats c ON c.id = m.chat_id GROUP BY 1, 2
  UNION ALL
  SELECT coalesce(c.municipality_id, 0), (e.updated_at AT TIME ZONE 'UTC')::date, 0, 0, 0,
    count(*) FILTER (WHERE e.evaluation = 'helpful'), count(*) FILTER (WHERE e.evaluation = 'unhelpful'), 0
  FROM message_evaluations e JOIN messages m ON m.id = e.message_id JOIN chats c ON c.id = m.chat_id GROUP BY 1, 2
) parts
GROUP BY municipality_id, day;--> statement-breakpoint
-- Messages: a statement's inserted rows (+1), or an update's changed rows (old -1, new +1), summed into the rollup by
-- the chat's municipality and the message's UTC day. A deleted message or conversation is history: not subtracted.
CREATE FUNCTION activity_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily AS a (municipality_id, day, questions, answered, apologised, seconds_saved)
  SELECT coalesce(c.municipality_id, 0), (d.created_at AT TIME ZONE 'UTC')::date,
    coalesce(sum(d.sign) FILTER (WHERE d.source = 'from_human'), 0), coalesce(sum(d.sign) FILTER (WHERE d.outcome = 'answered'), 0),
    coalesce(sum(d.sign) FILTER (WHERE d.outcome = 'apologised'), 0), coalesce(sum(d.sign * d.seconds_saved), 0)
  FROM (SELECT n.*, 1 AS sign FROM new_rows n) d JOIN chats c ON c.id = d.chat_id
  GROUP BY 1, 2
  ON CONFLICT (day, municipality_id) DO UPDATE SET questions = a.questions + excluded.questions,
    answered = a.answered + excluded.answered, apologised = a.apologised + excluded.apologised,
    seconds_saved = a.seconds_saved + excluded.seconds_saved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION activity_messages_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily AS a (municipality_id, day, questions, answered, apologised, seconds_saved)
  SELECT coalesce(c.municipality_id, 0), (d.created_at AT TIME ZONE 'UTC')::date,
    coalesce(sum(d.sign) FILTER (WHERE d.source = 'from_human'), 0), coalesce(sum(d.sign) FILTER (WHERE d.outcome = 'answered'), 0),
    coalesce(sum(d.sign) FILTER (WHERE d.outcome = 'apologised'), 0), coalesce(sum(d.sign * d.seconds_saved), 0)
  FROM (
    SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.chat_id, o.created_at, o.source, o.outcome, o.seconds_saved) IS DISTINCT FROM (n.chat_id, n.created_at, n.source, n.outcome, n.seconds_saved)
    UNION ALL SELECT n.*, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.chat_id, o.created_at, o.source, o.outcome, o.seconds_saved) IS DISTINCT FROM (n.chat_id, n.created_at, n.source, n.outcome, n.seconds_saved)
  ) d JOIN chats c ON c.id = d.chat_id
  GROUP BY 1, 2
  ON CONFLICT (day, municipality_id) DO UPDATE SET questions = a.questions + excluded.questions,
    answered = a.answered + excluded.answered, apologised = a.apologised + excluded.apologised,
    seconds_saved = a.seconds_saved + excluded.seconds_saved;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activity_messages_inserted AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_messages_inserted();--> statement-breakpoint
CREATE TRIGGER activity_messages_updated AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_messages_updated();--> statement-breakpoint
-- Ratings count on the UTC day they were last set (updated_at) and the municipality of the answer they rate: a new
-- rating adds, a changed one moves (old value and day -1, new value and day +1), a removed one subtracts (unless its
-- answer is being deleted too: then, like the answer, it stays in the history).
CREATE FUNCTION activity_evaluations_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily AS a (municipality_id, day, helpful, unhelpful)
  SELECT coalesce(c.municipality_id, 0), (d.updated_at AT TIME ZONE 'UTC')::date,
    coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'helpful'), 0), coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'unhelpful'), 0)
  FROM (SELECT n.message_id, n.evaluation, n.updated_at, 1 AS sign FROM new_rows n) d JOIN messages m ON m.id = d.message_id JOIN chats c ON c.id = m.chat_id
  GROUP BY 1, 2
  ON CONFLICT (day, municipality_id) DO UPDATE SET helpful = a.helpful + excluded.helpful, unhelpful = a.unhelpful + excluded.unhelpful;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION activity_evaluations_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily AS a (municipality_id, day, helpful, unhelpful)
  SELECT coalesce(c.municipality_id, 0), (d.updated_at AT TIME ZONE 'UTC')::date,
    coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'helpful'), 0), coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'unhelpful'), 0)
  FROM (
    SELECT o.message_id, o.evaluation, o.updated_at, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.message_id, o.evaluation, o.updated_at) IS DISTINCT FROM (n.message_id, n.evaluation, n.updated_at)
    UNION ALL SELECT n.message_id, n.evaluation, n.updated_at, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.message_id, o.evaluation, o.updated_at) IS DISTINCT FROM (n.message_id, n.evaluation, n.updated_at)
  ) d JOIN messages m ON m.id = d.message_id JOIN chats c ON c.id = m.chat_id
  GROUP BY 1, 2
  ON CONFLICT (day, municipality_id) DO UPDATE SET helpful = a.helpful + excluded.helpful, unhelpful = a.unhelpful + excluded.unhelpful;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION activity_evaluations_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily AS a (municipality_id, day, helpful, unhelpful)
  SELECT coalesce(c.municipality_id, 0), (d.updated_at AT TIME ZONE 'UTC')::date,
    coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'helpful'), 0), coalesce(sum(d.sign) FILTER (WHERE d.evaluation = 'unhelpful'), 0)
  FROM (SELECT o.message_id, o.evaluation, o.updated_at, -1 AS sign FROM old_rows o) d JOIN messages m ON m.id = d.message_id JOIN chats c ON c.id = m.chat_id
  GROUP BY 1, 2
  ON CONFLICT (day, municipality_id) DO UPDATE SET helpful = a.helpful + excluded.helpful, unhelpful = a.unhelpful + excluded.unhelpful;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activity_evaluations_inserted AFTER INSERT ON message_evaluations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_evaluations_inserted();--> statement-breakpoint
CREATE TRIGGER activity_evaluations_updated AFTER UPDATE ON message_evaluations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_evaluations_updated();--> statement-breakpoint
CREATE TRIGGER activity_evaluations_deleted AFTER DELETE ON message_evaluations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_evaluations_deleted();
