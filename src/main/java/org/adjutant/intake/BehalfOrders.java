package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.turn.EffectiveOrders;

/**
 * Orders a moderator enters for a unit or for a player's offices ({@code ON BEHALF OF <unit or role> BECAUSE
 * <reason>}, njudge's BECOME): checked as the player's own block would be, and queued as if its holder had sent
 * them at the moment the moderator gave them. The block stands in for the unit's commander (for its deputy when it has
 * no commander) or for the player himself, so that orders he sends later replace it as any later block of his does
 * (GITM 6.1); a deputy's later block does not, as it would not replace his commander's. The same for the moderator's
 * mail, which is checked at arrival, and for the command line.
 */
public final class BehalfOrders {
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();

    /**
     * A block ready to queue: under {@code key} (a unit id, or an office key {@code @slot}), held by {@code holder}
     * in {@code role}; {@code told} are those who hold what it orders (the commander and deputy, or the player), each
     * to be told by mail; {@code what} names it for them ("US2MC", "your offices").
     */
    public record Planned(String key, String what, PlayerRow holder, QueuedBlock.Role role, List<String> orders,
                          List<PlayerRow> told) {
        public Planned {
            orders = List.copyOf(orders);
            told = List.copyOf(told);
        }
    }

    /** The block checked: planned, or refused with its problems (line numbers as given). */
    public record Verdict(Optional<Planned> planned, List<Problem> problems) {
        public Verdict {
            problems = List.copyOf(problems);
        }
    }

    /** Checks {@code lines} as orders for {@code target} (a unit id, or a player's role or name) in game {@code g}. */
    public Verdict check(Connection c, HostedGame g, String target, List<Line> lines, Instant at, int headerLine)
            throws SQLException {
        if (lines.isEmpty()) {
            return refused(headerLine, "ON BEHALF OF " + target + " holds no orders: write them on the lines after "
                    + "it, then END");
        }
        Optional<UnitInfo> unit = g.unit(target);
        if (unit.isPresent()) {
            String unitId = unit.get().id();
            Assignment a = players.assignment(c, g.id(), unitId).orElse(new Assignment(g.id(), unitId, 0, 0));
            Optional<PlayerRow> commander = a.commanderId() == 0 ? Optional.empty() : players.byId(c, a.commanderId());
            Optional<PlayerRow> deputy = a.deputyId() == 0 ? Optional.empty() : players.byId(c, a.deputyId());
            if (commander.isEmpty() && deputy.isEmpty()) {
                return refused(headerLine, unitId + " has no commander or deputy whose orders these would stand for:"
                        + " ASSIGN it to a player first, or leave it to its default orders");
            }
            BlockVerdict verdict = g.ruleset().check(g.state(), unitId, lines);
            if (!verdict.isAccepted()) {
                return new Verdict(Optional.empty(), verdict.problems());
            }
            List<PlayerRow> told = new ArrayList<>();
            commander.ifPresent(told::add);
            deputy.filter(d -> commander.filter(k -> k.id() == d.id()).isEmpty()).ifPresent(told::add);
            PlayerRow holder = commander.orElseGet(deputy::orElseThrow);
            return new Verdict(Optional.of(new Planned(unitId, unitId, holder, commander.isPresent()
                    ? QueuedBlock.Role.COMMANDER : QueuedBlock.Role.DEPUTY, verdict.normalForm(), told)), List.of());
        }
        Optional<PlayerRow> player = players.lookup(c, g.id(), target);
        if (player.isEmpty()) {
            return refused(headerLine, "no unit and no player '" + target + "' in this game");
        }
        PlayerRow p = player.get();
        if (p.moderator()) {
            return refused(headerLine, p.handle() + " is a moderator: a moderator's seat gives no orders");
        }
        String key = IntakeProcessor.officeKey(c, g, p);
        Map<String, List<String>> queued = new LinkedHashMap<>(EffectiveOrders.offices(
                EffectiveOrders.select(queue.pending(c, g.id(), at))));
        queued.remove(key.substring(1));
        BlockVerdict verdict = g.ruleset().checkOffice(g.state(), p.offices(), IntakeProcessor.commandedBy(c, g, p.id()), lines,
                queued);
        if (!verdict.isAccepted()) {
            return new Verdict(Optional.empty(), verdict.problems());
        }
        return new Verdict(Optional.of(new Planned(key, "your offices (the orders of a PLAYER block)", p,
                QueuedBlock.Role.COMMANDER, verdict.normalForm(), List.of(p))), List.of());
    }

    /** Queues a planned block as its holder's, received at {@code at}; {@code by} names the moderator. */
    public void enter(Connection c, String gameId, Planned p, String by, Instant at) throws SQLException {
        queue.enqueue(c, new QueuedBlock(0, gameId, p.key(), 0, 0, p.holder().id(), p.role(),
                "moderator " + by + " on behalf", at, p.orders()));
    }

    private static Verdict refused(int line, String why) {
        return new Verdict(Optional.empty(), List.of(new Problem(line, why)));
    }
}
