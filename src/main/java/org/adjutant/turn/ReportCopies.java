package org.adjutant.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.game.NextDeadline;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.store.Database;
import org.adjutant.store.PlayerRow;

/**
 * Reports drawn again from a stored turn ({@link TurnReplay}) for one person: a player's SEND REPORTS, a moderator's
 * RESEND, and the final truth every player gets when a game ends. Drawn again rather than copied from the outbox:
 * a replaced player's successor gets his seat's view, a mail client that has seen a Message-ID once would hide a
 * second copy of the same bytes, and the deadline they state is today's. Each is marked and keyed apart from the
 * original, so the exactly-once outbox sends it as a new mail.
 */
public final class ReportCopies {
    private final Database db;
    private final TurnReplay replay;
    private final TemplateRenderer templates;
    private final ReportQueue queue;

    public ReportCopies(Database db, TurnReplay replay, TemplateRenderer templates, ReportQueue queue) {
        this.db = db;
        this.replay = replay;
        this.templates = templates;
        this.queue = queue;
    }

    /**
     * Queues {@code player}'s reports of {@code turn} again: the view of the units and offices he holds now (the
     * whole truth for a moderator's seat). {@code key} tells this copy apart (the request it answers). Returns how
     * many mails were queued; 0 when he holds nothing that has reports.
     */
    public int resend(String gameId, PlayerRow player, int turn, String key, NextDeadline deadline,
                      List<String> moderators, Courier courier) {
        TurnReplay.Replayed r = replay.replay(gameId, turn);
        Optional<Recipient> me = db.read(c -> replay.recipients(c, gameId, moderators)).stream()
                .filter(x -> x.email().equalsIgnoreCase(player.email())).findFirst();
        if (me.isEmpty()) {
            return 0;
        }
        ReportStream.Marking copy = new ReportStream.Marking(":copy-" + key, "(copy) ", "This is a copy of your "
                + "report of " + r.game().turn(turn).inText() + ", sent again on request. It was drawn again from the "
                + "turn as it ran, for the units and offices you hold now; the deadline it states is today's.");
        return ReportStream.run(db, job(gameId, r, List.of(me.get()), deadline).marked(copy), templates, queue,
                c -> null, courier);
    }

    /**
     * The game is over: every player and moderator gets the whole truth of its last turn (the moderator's summary),
     * marked final. Returns how many mails were queued.
     */
    public int finalTruth(String gameId, int turn, List<Recipient> everyone, Courier courier) {
        return finalTruth(gameId, turn, everyone, courier, "");
    }

    /**
     * As {@link #finalTruth(String, int, List, Courier)}, telling the ruleset how the game ended ({@code why}, as the
     * closing notice says it) by a {@link GameClosed} event after the turn's own, so that it can add its closing
     * report to the whole truth.
     */
    public int finalTruth(String gameId, int turn, List<Recipient> everyone, Courier courier, String why) {
        return finalTruth(gameId, turn, everyone, courier, new GameClosed(why));
    }

    /** The same, with the closing event itself, which may carry the players' verdict ({@link GameClosed#verdict}). */
    public int finalTruth(String gameId, int turn, List<Recipient> everyone, Courier courier, GameClosed closing) {
        TurnReplay.Replayed r = replay.replay(gameId, turn);
        List<TurnEvent> events = new ArrayList<>(r.outcome().events());
        events.add(closing);
        TurnReplay.Replayed closed = new TurnReplay.Replayed(r.game(), r.before(), r.turn(),
                new TurnOutcome(r.outcome().next(), events), r.frozen());
        List<Recipient> all = everyone.stream().map(p -> new Recipient(p.name(), p.email(), p.commands(),
                p.deputyFor(), p.offices(), true)).toList();
        ReportStream.Marking end = new ReportStream.Marking(":final", "FINAL: ", "The game has ended. This is the "
                + "whole truth of its last turn, " + r.game().turn(turn).inText() + ": the moderator's summary, with "
                + "every unit's orders, sent to every player.");
        return ReportStream.run(db, job(gameId, closed, all, NextDeadline.unknown()).marked(end), templates, queue,
                c -> null, courier);
    }

    /** What marks an observer's reports and keys them apart from everyone else's. */
    public static final String OBSERVER_KEY = ":observer";

    /**
     * Queues an observer's reports of {@code turn}, {@code late} turns after it ran: the whole truth (the moderator's
     * summary) when {@code role} is empty, else the view of the units and offices that role's player holds now.
     * Returns how many mails were queued; 0 when the role holds nothing that has reports. The report states no
     * deadline: what comes next is not the observer's business.
     */
    public int observe(String gameId, int turn, int late, String name, String email, Optional<String> role,
                       List<String> moderators, Courier courier) {
        TurnReplay.Replayed r = replay.replay(gameId, turn);
        Optional<Recipient> view;
        if (role.isEmpty()) {
            view = Optional.of(new Recipient(name, email, java.util.Set.of(), java.util.Set.of(), java.util.Set.of(),
                    true));
        } else {
            Optional<String> holder = db.read(c -> new org.adjutant.store.PlayerStore().players(c, gameId)).stream()
                    .filter(p -> !p.retired() && p.role().equals(role.get())).map(PlayerRow::email).findFirst();
            view = holder.flatMap(h -> db.read(c -> replay.recipients(c, gameId, moderators)).stream()
                    .filter(x -> x.email().equalsIgnoreCase(h) && !x.moderator()).findFirst())
                    .map(x -> new Recipient(name, email, x.commands(), x.deputyFor(), x.offices(), false));
        }
        if (view.isEmpty()) {
            return 0;
        }
        ReportStream.Marking observed = new ReportStream.Marking(OBSERVER_KEY, "(observer) ", "You observe this "
                + "game. This is " + (role.isEmpty() ? "the whole truth" : "the view of " + role.get()) + " of "
                + r.game().turn(turn).inText() + ", sent " + late + (late == 1 ? " turn" : " turns") + " after it ran.");
        return ReportStream.run(db, job(gameId, r, List.of(view.get()), NextDeadline.unknown()).marked(observed),
                templates, queue, c -> null, courier);
    }

    private ReportStream.Job job(String gameId, TurnReplay.Replayed r, List<Recipient> to, NextDeadline deadline) {
        return new ReportStream.Job(r.game().ruleset(), r.before(), r.turn(), r.outcome(), to,
                TurnReplay.common(r.game(), r.turn()), r.frozen(), deadline, db.read(c -> replay.zones(c, gameId)));
    }
}
