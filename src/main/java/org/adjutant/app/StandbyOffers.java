package org.adjutant.app;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.intake.StandbyList;
import org.adjutant.config.Standbys;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * After each turn, the seats that have fallen silent ({@link SilentSeats}) are offered to the standby list as the
 * game file says ({@code silent-players: {after, offer}}): with {@code offer: approve} the moderators are mailed a
 * proposal naming the next standby, and seat him with {@code APPROVE STANDBY <role>}; with {@code offer: auto} the
 * robot gives that command itself, so the seating is the very one a moderator's approval makes (REPLACE's path, the
 * audit log, the moderators' "done" mail). An empty list is told to the moderators instead. Each silence is offered
 * once: a later silence of the same player, after orders of his own, is a new one.
 */
final class StandbyOffers {
    private static final Logger log = LoggerFactory.getLogger(StandbyOffers.class);
    /** The actor the audit log and the moderators' mail name for a seating the file made automatic. */
    static final String ROBOT = "the robot (silent-players: offer auto)";

    private final Database db;
    private final Clock clock;
    private final Function<String, Optional<GameConfig>> configs;
    private final Notices notices;
    private final ModeratorCommands commands;
    private final SilentSeats seats = new SilentSeats();
    private final StandbyList list = new StandbyList();

    StandbyOffers(Database db, Clock clock, Function<String, Optional<GameConfig>> configs, Notices notices,
                  ModeratorCommands commands) {
        this.db = db;
        this.clock = clock;
        this.configs = configs;
        this.notices = notices;
        this.commands = commands;
    }

    /**
     * Looks at the game's seats once its turn has run (and its end, if it was the last, is done). The turn is
     * committed by then: a failure here is logged and leaves it alone, and the next turn looks again.
     */
    void afterTurn(String gameId, boolean archived) {
        try {
            offer(gameId, archived);
        } catch (RuntimeException e) {
            log.error("game {}: the silent seats could not be looked at after the turn; the next turn tries again",
                    gameId, e);
        }
    }

    private void offer(String gameId, boolean archived) {
        Optional<GameConfig> found = configs.apply(gameId);
        if (archived || found.isEmpty() || !found.get().standbys().countsSilence()) {
            return;
        }
        GameConfig config = found.get();
        Instant now = clock.instant();
        for (SilentSeats.Silent s : db.read(c -> seats.silent(c, config))) {
            String episode = gameId + ":" + s.player().id() + ":" + s.since();
            List<StandbyList.Entry> standbys = db.read(c -> list.current(c, config));
            String seat = s.player().handle() + " (" + s.player().name() + ")";
            String silence = seat + " has sent no orders of his own for " + s.turns() + " turns in a row (the game "
                    + "file counts a seat silent after " + config.standbys().silentAfter() + ").";
            if (standbys.isEmpty()) {
                db.inTransaction(c -> notices.sendEach(c, "standby-none:" + episode, gameId, moderators(config),
                        "silent seat, no standby", List.of(silence, "", "The standby list is empty, so nobody was "
                                + "offered the seat. Add one with STANDBY ADD <name> <address> (then APPROVE STANDBY "
                                + s.player().handle() + "), give the seat with REPLACE, or let the player be."),
                        false));
                continue;
            }
            if (config.standbys().offer() == Standbys.Offer.AUTO) {
                log.info("game {}: seat {} silent {} turns; the next standby takes it (offer: auto)", gameId,
                        s.player().handle(), s.turns());
                commands.run(gameId, new ModeratorCommands.Actor(ROBOT, AuditStore.Channel.ROBOT, now),
                        List.of("APPROVE STANDBY " + s.player().handle()), "standby-auto:" + episode);
                continue;
            }
            StandbyList.Entry next = standbys.get(0);
            List<String> text = new ArrayList<>();
            text.add(silence);
            text.add("");
            text.add("The next standby on the list is " + next.shown() + ". To give him the seat, send in your "
                    + "block of commands:");
            text.add("");
            text.add("    APPROVE STANDBY " + s.player().handle());
            text.add("");
            text.add("(on the command line: adjutant game standby " + gameId + " approve " + s.player().handle()
                    + "). He is welcomed with a new password and what the seat holds; " + s.player().name() + " is "
                    + "told why his seat is gone. Until then nothing changes. STATUS shows the list.");
            db.inTransaction(c -> notices.sendEach(c, "standby-offer:" + episode, gameId, moderators(config),
                    "silent seat: approve a standby?", text, false));
        }
    }

    private static List<Notices.To> moderators(GameConfig config) {
        return config.moderatorAddresses().stream().map(Notices.To::moderator).toList();
    }
}
