package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.VoteStore;

/**
 * Counts the draw and concession votes of a game per side (docs/players.md "Ending the war by agreement"). A player
 * belongs to the sides of the units he commands and of the offices he holds ({@code Ruleset.side}); a side votes for
 * a draw, or concedes, only when every one of its players does: no one player can give up a war his fellows are still
 * fighting. The war ends drawn when every side votes for a draw, or won when every side but one concedes.
 */
final class EndVotes {
    private final PlayerStore players = new PlayerStore();
    private final VoteStore votes = new VoteStore();

    /** What the votes that stand come to. */
    sealed interface Outcome {
        /** Not (yet) agreed. */
        record Open() implements Outcome {
        }

        record Drawn(Set<String> sides) implements Outcome {
        }

        record Conceded(String winner, Set<String> losers) implements Outcome {
        }

        /** How the closing mails name the end: "The game ... has ended " + this. */
        default String why() {
            if (this instanceof Drawn) {
                return "drawn by the agreement of every side";
            }
            if (this instanceof Conceded w) {
                return "won by " + w.winner() + " on the concession of " + String.join(" and ", w.losers());
            }
            return "";
        }

        /** The final report's sentence on who won, as the players settled it (GameClosed#verdict). */
        default String verdict() {
            if (this instanceof Drawn) {
                return "No victor: the war was drawn by the agreement of every side.";
            }
            if (this instanceof Conceded w) {
                return "Victor: " + w.winner() + ", on the concession of " + String.join(" and ", w.losers()) + ".";
            }
            return "";
        }
    }

    /** The sides {@code player} votes with; empty when he commands no unit and holds no office. */
    Set<String> sidesOf(Connection c, HostedGame g, PlayerRow player) throws SQLException {
        return sides(g, db(c, g)).getOrDefault(player.id(), Set.of());
    }

    /** What the votes standing for {@code turn} come to. */
    Outcome count(Connection c, HostedGame g, int turn) throws SQLException {
        Map<Long, Set<String>> sidesOf = sides(g, db(c, g));
        Map<String, List<Long>> members = new TreeMap<>();
        sidesOf.forEach((id, sides) -> sides.forEach(s -> members.computeIfAbsent(s, k -> new ArrayList<>()).add(id)));
        if (members.size() < 2) {
            return new Outcome.Open();
        }
        Set<Long> draw = votes.voters(c, g.id(), VoteStore.Kind.DRAW, turn);
        Set<Long> concede = votes.voters(c, g.id(), VoteStore.Kind.CONCEDE, turn);
        if (members.values().stream().allMatch(draw::containsAll)) {
            return new Outcome.Drawn(members.keySet());
        }
        Set<String> conceding = new TreeSet<>();
        Set<String> holding = new TreeSet<>();
        members.forEach((side, ids) -> (concede.containsAll(ids) ? conceding : holding).add(side));
        return holding.size() == 1 ? new Outcome.Conceded(holding.iterator().next(), conceding) : new Outcome.Open();
    }

    private record Seats(List<PlayerRow> players, List<Assignment> assignments) {
    }

    private Seats db(Connection c, HostedGame g) throws SQLException {
        return new Seats(players.players(c, g.id()), players.assignments(c, g.id()));
    }

    /** Each player who counts (seated, not a moderator) and his sides. */
    private static Map<Long, Set<String>> sides(HostedGame g, Seats seats) {
        Map<Long, Set<String>> sides = new TreeMap<>();
        for (PlayerRow p : seats.players()) {
            if (p.retired() || p.moderator()) {
                continue;
            }
            Set<String> his = new TreeSet<>();
            for (Assignment a : seats.assignments()) {
                if (a.commanderId() == p.id()) {
                    g.unit(a.unitId()).map(UnitInfo::owner).ifPresent(o -> his.add(g.ruleset().side(g.state(), o)));
                }
            }
            for (String office : p.offices()) {
                int colon = office.indexOf(':');
                if (colon > 0) {
                    his.add(g.ruleset().side(g.state(), office.substring(colon + 1)));
                }
            }
            if (!his.isEmpty()) {
                sides.put(p.id(), his);
            }
        }
        return sides;
    }
}
