CREATE INDEX "access_log_at" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "banner_clicks_created" ON "banner_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "behaviour_events_created" ON "behaviour_events" USING btree ("created_at");