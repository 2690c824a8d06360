-- Each server instance remembers the users it authenticates (src/http/user-cache.ts) and forgets
-- one as soon as its row changes or goes: every change to app_user, by any instance or by hand,
-- is announced on the channel "user_changed" with the user's id once the transaction commits.
CREATE FUNCTION "app_user_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('user_changed', OLD."id"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_user_notify_changed" AFTER UPDATE OR DELETE ON "app_user"
	FOR EACH ROW EXECUTE FUNCTION "app_user_notify_changed"();
