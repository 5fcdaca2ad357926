package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.config.GameConfig;
import org.adjutant.intake.StandbyList;
import org.adjutant.config.Standbys;
import org.adjutant.game.TimeWords;
import org.adjutant.store.Assignment;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.RequestStore;

/** The parts of a moderator's STATUS about people and waiting work: who has sent orders, who is READY. */
final class StatusLines {
    private StatusLines() {
    }

    /** One line per player in his seat: his units with and without orders, READY; then the seats given away. */
    static void players(Connection c, String gameId, int nextTurn, List<PlayerRow> players, List<QueuedBlock> waiting,
                        StringBuilder out) throws SQLException {
        Map<Long, Set<String>> commands = new TreeMap<>();
        for (Assignment a : new PlayerStore().assignments(c, gameId)) {
            if (a.commanderId() != 0) {
                commands.computeIfAbsent(a.commanderId(), k -> new TreeSet<>()).add(a.unitId());
            }
        }
        Set<String> ordered = new TreeSet<>();
        Set<Long> office = new TreeSet<>();
        for (QueuedBlock b : waiting) {
            if (b.unitId().startsWith("@")) {
                office.add(b.playerId());
            } else {
                ordered.add(b.unitId());
            }
        }
        for (PlayerRow p : players) {
            if (p.retired()) {
                continue;
            }
            Set<String> units = commands.getOrDefault(p.id(), Set.of());
            Set<String> without = new TreeSet<>(units);
            without.removeAll(ordered);
            StringBuilder line = new StringBuilder("    ").append(p.name()).append(p.role().isEmpty() ? ""
                    : " (" + p.role() + ")").append(p.moderator() ? " [moderator]" : "").append(" <")
                    .append(p.email()).append(">: ");
            if (units.isEmpty()) {
                line.append("commands no unit");
            } else if (without.isEmpty()) {
                line.append("orders in for all ").append(units.size()).append(" units");
            } else {
                line.append(units.size() - without.size()).append(" of ").append(units.size())
                        .append(" units have orders; none yet for ").append(String.join(", ", without));
            }
            if (office.contains(p.id())) {
                line.append("; office orders in");
            }
            if (p.readyFor() == nextTurn) {
                line.append("; READY");
            }
            out.append(line).append('\n');
        }
        for (PlayerRow p : players) {
            if (p.retired()) {
                out.append("    (").append(p.name()).append(" <").append(p.email()).append(">: seat given away)\n");
            }
        }
    }

    /**
     * The absences standing (docs/moderators.md "Absences"), each with its player and the moments it covers in the
     * game's zone, and whether it has begun at {@code now}. Nothing when none stands.
     */
    static void absences(Connection c, String gameId, List<PlayerRow> players, ZoneId zone, Instant now,
                         StringBuilder out) throws SQLException {
        List<org.adjutant.store.AbsenceStore.Absence> standing = new org.adjutant.store.AbsenceStore()
                .standing(c, gameId);
        if (standing.isEmpty()) {
            return;
        }
        out.append("  absences standing:\n");
        for (org.adjutant.store.AbsenceStore.Absence a : standing) {
            String who = players.stream().filter(p -> p.id() == a.playerId()).findFirst()
                    .map(p -> p.name() + (p.role().isEmpty() ? "" : " (" + p.role() + ")"))
                    .orElse("player " + a.playerId());
            out.append("    ").append(who).append(": away ").append(org.adjutant.intake.Absences.span(a, zone))
                    .append(a.covers(now) ? " (away now)" : now.isBefore(a.startsAt()) ? " (to come)" : "")
                    .append('\n');
        }
    }

    /**
     * The draw and concession votes standing for the coming turn, counted: a moderator sees how many, never whose
     * (docs/moderators.md "Draw and concession votes"). Nothing when none stands.
     */
    static void votes(Connection c, String gameId, int nextTurn, StringBuilder out) throws SQLException {
        org.adjutant.store.VoteStore votes = new org.adjutant.store.VoteStore();
        int draw = votes.count(c, gameId, org.adjutant.store.VoteStore.Kind.DRAW, nextTurn);
        int concede = votes.count(c, gameId, org.adjutant.store.VoteStore.Kind.CONCEDE, nextTurn);
        if (draw + concede > 0) {
            out.append("  votes standing for the coming turn: ").append(draw).append(" for a draw, ").append(concede)
                    .append(" conceding (who voted is not shown)\n");
        }
    }

    /**
     * The standby list, in the order seats are offered, and the seats silent now with what the file does about them
     * (the moderators' view: players never see it, nor anyone's address on it).
     */
    static void standbys(Connection c, GameConfig config, StringBuilder out) throws SQLException {
        List<StandbyList.Entry> list = new StandbyList().current(c, config);
        if (list.isEmpty() && !config.standbys().countsSilence()) {
            return;
        }
        out.append("  standbys: ").append(list.isEmpty() ? "none" : list.size() + ", offered in this order")
                .append('\n');
        for (StandbyList.Entry e : list) {
            out.append("    ").append(e.shown()).append('\n');
        }
        if (config.standbys().countsSilence()) {
            out.append("  silent seats (no orders of their own in ").append(config.standbys().silentAfter())
                    .append(" turns in a row; ").append(config.standbys().offer() == Standbys.Offer.AUTO
                            ? "the next standby is seated at once" : "APPROVE STANDBY <role> seats the next standby")
                    .append("): ");
            List<SilentSeats.Silent> silent = new SilentSeats().silent(c, config);
            out.append(silent.isEmpty() ? "none" : String.join(", ", silent.stream().map(s -> s.player().handle()
                    + " (" + s.turns() + " turns)").toList())).append('\n');
        }
    }

    /** Deadlines waiting or failed (their times in {@code zone}, the game's), and requests not yet carried out. */
    static void slotsAndRequests(Connection c, String gameId, ZoneId zone, StringBuilder out) throws SQLException {
        for (DeadlineSlotStore.Slot s : new DeadlineSlotStore().withStatus(c, gameId, DeadlineSlotStore.Status.OPEN,
                DeadlineSlotStore.Status.FAILED)) {
            out.append("  deadline ").append(TimeWords.at(s.at(), zone)).append(": ")
                    .append(s.status() == DeadlineSlotStore.Status.OPEN
                    ? "reached, its turn waiting" : "its turn FAILED (" + s.detail() + "); RUN NOW tries again")
                    .append(s.shift().isZero() ? "" : ", moved " + s.shift().toHours() + "h")
                    .append(s.postponed() == 0 ? "" : ", postponed " + s.postponed() + "x").append('\n');
        }
        long pending = new RequestStore().pending(c).stream().filter(r -> r.gameId().equals(gameId)).count();
        if (pending > 0) {
            out.append("  requests by mail not yet carried out: ").append(pending).append('\n');
        }
    }

    /**
     * The mails of the game read but not answered (a reply loop, a player's address over its quota, forged mail that
     * proved no password), and those it could not read at all: the count and the latest three of each, so that a
     * moderator sees what the robot kept silent about or lost the thread of.
     */
    static void unanswered(Connection c, String gameId, StringBuilder out) throws SQLException {
        org.adjutant.store.InboxStore inbox = new org.adjutant.store.InboxStore();
        list("mail read but not answered", inbox.unanswered(c, gameId, 3), out);
        list("mail the robot could not read (its sender was asked to send it again)", inbox.failed(c, gameId, 3), out);
    }

    private static void list(String what, org.adjutant.store.InboxStore.Unanswered u, StringBuilder out) {
        if (u.count() == 0) {
            return;
        }
        out.append("  ").append(what).append(": ").append(u.count()).append(u.count() > 3 ? " (the latest 3)" : "")
                .append('\n');
        for (org.adjutant.store.InboxEntry e : u.latest()) {
            String why = e.statusDetail();
            out.append("    inbox #").append(e.id()).append(", ").append(e.receivedAt()).append(", claiming ")
                    .append(e.sender()).append(": ").append(why.length() > 200 ? why.substring(0, 200) + "..." : why)
                    .append('\n');
        }
    }
}
