package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.intake.StandbyList;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.StandbyStore;

/**
 * The moderators' side of the standby list: {@code STANDBY ADD}, {@code STANDBY REMOVE}, and the plan of an
 * {@code APPROVE STANDBY} (which standby takes which seat, and the words each side reads), which
 * {@link ModeratorCommands} carries out through REPLACE's own path.
 */
final class StandbySeating {
    /**
     * A seating to make: {@code standby} takes the seat of {@code old} (its role {@code role}); {@code silence} is
     * empty, or says for the moderators how long the seat had been silent.
     */
    record Plan(String role, PlayerRow old, StandbyList.Entry standby, SeatReplacement.Why why, String silence) {
    }

    private final StandbyList list = new StandbyList();
    private final PlayerStore players = new PlayerStore();

    /** Refused, with the reason, when the role is no seated player's, a moderator's, or the list is empty. */
    Plan plan(Connection c, GameConfig config, String role) throws SQLException {
        PlayerRow old = players.lookup(c, config.id(), role).filter(p -> !p.retired())
                .orElseThrow(() -> new IllegalArgumentException("no player '" + role + "' in the game"));
        if (old.moderator()) {
            throw new IllegalArgumentException(old.handle() + " is a moderator: moderators are changed in the game "
                    + "file");
        }
        List<StandbyList.Entry> standbys = list.current(c, config);
        if (standbys.isEmpty()) {
            throw new IllegalArgumentException("the standby list is empty: add one with STANDBY ADD <name> "
                    + "<address>, or give the seat with REPLACE");
        }
        StandbyList.Entry next = standbys.get(0);
        Optional<SilentSeats.Silent> silent = new SilentSeats().silent(c, config).stream()
                .filter(s -> s.player().id() == old.id()).findFirst();
        String seat = old.role().isEmpty() ? "" : " (" + old.role() + ")";
        String why = silent.map(s -> "Your seat" + seat + " in " + config.title() + " has sent no orders of its own for "
                + s.turns() + " turns in a row, and the game's file gives a seat silent for "
                + config.standbys().silentAfter() + " turns to a standby player: it has gone to one.")
                .orElse("A moderator of " + config.title() + " has given your seat" + seat + " to a standby player "
                        + "from the game's list.");
        String welcome = "You stood by for a seat in " + config.title() + ": the seat of " + old.name() + seat
                + " is yours now" + silent.map(s -> ", as it had sent no orders for " + s.turns() + " turns").orElse("")
                + ". Orders " + old.name() + " had queued were set aside: send your own before the next deadline.";
        String silence = silent.map(s -> " (silent " + s.turns() + " turns)").orElse("");
        return new Plan(old.handle(), old, next, new SeatReplacement.Why(why, welcome), silence);
    }

    /** The standby of {@code plan} has his seat: he leaves the list. In the seating's transaction. */
    void seated(Connection c, GameConfig config, Plan plan, Instant at) throws SQLException {
        list.leave(c, config, plan.standby(), at, "seated in " + plan.role());
    }

    /** STANDBY ADD: a moderator puts someone on the list, after those already on it. */
    List<String> add(Connection c, GameConfig config, String name, String email, Instant at) throws SQLException {
        Optional<String> whyNot = list.whyNot(c, config, name, email);
        if (whyNot.isPresent()) {
            throw new IllegalArgumentException(whyNot.get());
        }
        list.add(c, config, name, email, StandbyStore.Source.MODERATOR, at);
        int place = list.current(c, config).size();
        return List.of("STANDBY ADD: " + name + " <" + email + "> is on the standby list, number " + place + ".");
    }

    /** STANDBY REMOVE: a standby leaves the list (one of the file's too: the file's entry is not offered again). */
    List<String> remove(Connection c, GameConfig config, String who, String actor, Instant at) throws SQLException {
        StandbyList.Entry e = list.find(c, config, who).orElseThrow(() -> new IllegalArgumentException("nobody on "
                + "the standby list is called or writes from '" + who + "'"));
        list.leave(c, config, e, at, "removed by " + actor);
        return List.of("STANDBY REMOVE: " + e.name() + " <" + e.email() + "> is off the standby list"
                + (e.source() == StandbyStore.Source.FILE ? " (the game file still names him: take him out of it when "
                + "you next edit it; the robot will not offer him a seat meanwhile)." : "."));
    }
}
