package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.adjutant.game.Deadlines;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PlayerRow;

/**
 * The notices the robot sends on its own ({@code notice.txt.ftl}), one mail per recipient so that nobody learns who
 * else was told, each keyed so that it is queued once however often the robot decides to send it.
 */
final class Notices {
    private final OutboxMailer outbox;
    private final TemplateRenderer templates;
    private final Function<String, String> titles;
    private final Deadlines deadlines;
    private final OutboxStore store;

    Notices(OutboxMailer outbox, OutboxStore store, TemplateRenderer templates, Function<String, String> titles,
            Deadlines deadlines) {
        this.outbox = outbox;
        this.store = store;
        this.templates = templates;
        this.titles = titles;
        this.deadlines = deadlines;
    }

    /** One recipient: an address, the name to greet (may be empty), the zone he sees deadlines in (may be empty). */
    record To(String email, String name, String zone) {
        static To player(PlayerRow p) {
            return new To(p.email(), p.name(), p.timeZone());
        }

        static To moderator(String email) {
            return new To(email, "", "");
        }
    }

    /**
     * Queues the notice to {@code to} unless a mail with {@code key} (made unique per recipient here) is already in
     * the outbox. {@code withDeadline}: end with the game's next deadline. Returns whether it was queued.
     */
    boolean send(Connection c, String key, String gameId, To to, String subject, List<String> lines,
                 boolean withDeadline) throws SQLException {
        String dedup = key + ":" + to.email().toLowerCase(java.util.Locale.ROOT);
        if (store.findByDedupKey(c, dedup).isPresent()) {
            return false;
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("gameId", gameId);
        model.put("gameTitle", titles.apply(gameId));
        model.put("name", to.name());
        model.put("lines", lines);
        model.put("deadline", withDeadline ? deadlines.next(gameId).lines(to.zone()) : List.of());
        String text = templates.render("notice.txt.ftl", model);
        outbox.notice(c, dedup, gameId, List.of(to.email()),
                new RenderedMail("[" + gameId + "] " + subject, text, null, Map.of()));
        return true;
    }

    /** The same notice to each of {@code to}, each his own mail. */
    int sendEach(Connection c, String key, String gameId, List<To> to, String subject, List<String> lines,
                 boolean withDeadline) throws SQLException {
        int queued = 0;
        java.util.Set<String> seen = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (To t : to) {
            if (seen.add(t.email()) && send(c, key, gameId, t, subject, lines, withDeadline)) {
                queued++;
            }
        }
        return queued;
    }
}
