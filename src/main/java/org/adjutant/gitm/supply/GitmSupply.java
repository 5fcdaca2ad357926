package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.gitm.event.UnitSupplied;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyRules;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * The supply phase (GITM 5.2, 10.1-10.9; docs/rules/gitm-10-supply.md sections 8 and 17, steps S0-S10): one network
 * of lines on the position at the start of the turn (S0); every unit's source for the turn (S2) and communications,
 * written to the units and kept for the march (S1); on campaign turns every active unit eats (S3); units give back
 * (S4) and draw to their ordered level (S5); ammunition is made full for those that drew (S6). Then the further steps
 * it is given (supply movements, desertion...), then one {@link UnitSupplied} per active unit (S10). On a peace or
 * truce turn nobody eats (GITM 10.5; section 13), the rest runs as usual.
 */
public final class GitmSupply implements SupplyRules {
    private final List<TurnStep> afterDrawing;

    /** @param afterDrawing steps S7-S9 (supply movements, purchases, desertion), run before the phase's report */
    public GitmSupply(List<TurnStep> afterDrawing) {
        this.afterDrawing = List.copyOf(afterDrawing);
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        SupplyNetwork network = SupplyNetwork.of(board);
        List<Unit> active = new ArrayList<>();
        for (Unit u : board.units()) {
            if (u.readiness() == Readiness.ACTIVE) {
                active.add(u);
            }
        }
        active.sort(null);
        Map<UnitId, SupplyOrders> parsed = new HashMap<>();
        Function<UnitId, SupplyOrders> orders = id -> parsed.computeIfAbsent(id,
                k -> SupplyOrders.from(turn.orders(k)));
        Stores stores = new Stores(board);
        EffectiveSources.Result sources = EffectiveSources.settle(network, active, orders, stores::stock);
        judgeCommunications(turn, network, sources);
        SupplyTurn supply = SupplyTurn.of(turn);
        SupplyPhaseRecord record = SupplyPhaseRecord.of(turn);
        for (Unit u : active) {
            SupplyPhaseRecord.Entry e = record.entry(u.id());
            e.source = sources.of(u.id()).map(SourceCandidate::name).orElse("");
            e.none = sources.none().contains(u.id());
            e.note = sources.notes().getOrDefault(u.id(), "");
        }
        Map<UnitId, Integer> ammunitionBefore = new HashMap<>();
        active.forEach(u -> ammunitionBefore.put(u.id(), u.ammunition()));
        Rations rations = new Rations(board, stores, sources, orders, supply, record);
        if (turn.campaignTurn()) {
            rations.consume(active);
        }
        rations.unload(active);
        rations.draw(active);
        rations.refill(active);
        stores.write();
        afterDrawing.forEach(step -> step.run(phase, turn));
        report(phase, turn, active, record, ammunitionBefore);
    }

    /** S1: the chain of 10.1 on the start position, preferring each unit's source of the turn; written and kept. */
    private static void judgeCommunications(TurnContext turn, SupplyNetwork network, EffectiveSources.Result sources) {
        Board board = turn.board();
        Map<UnitId, GitmCommunications.Link> links = GitmCommunications.judge(network,
                u -> sources.of(u.id()).map(SourceCandidate::name).orElse(""));
        Set<UnitId> in = new TreeSet<>();
        links.forEach((id, link) -> {
            if (link.in()) {
                in.add(id);
            }
            write(board, board.unit(id), link);
        });
        turn.keepCommunicationsAtStart(in);
    }

    /** Writes a unit's communications fields (GITM 10.1; section 4.2) when they changed. */
    static void write(Board board, Unit u, GitmCommunications.Link link) {
        if (!u.communications().equals(link.root()) || !u.communicationsVia().equals(link.via())) {
            board.put(u.withCommunications(link.root(), link.via()));
        }
    }

    /** S10: one line per unit active at the start of the phase and still in the game, for its own commander. */
    private static void report(Phase phase, TurnContext turn, List<Unit> active, SupplyPhaseRecord record,
                               Map<UnitId, Integer> ammunitionBefore) {
        Board board = turn.board();
        SupplyTurn supply = SupplyTurn.of(turn);
        for (Unit before : active) {
            if (!board.has(before.id())) {
                continue;
            }
            Unit now = board.unit(before.id());
            SupplyPhaseRecord.Entry e = record.entry(before.id());
            Optional<Fed> fed = supply.fed(before.id());
            boolean refilled = supply.hasDrawn(before.id())
                    && ammunitionBefore.get(before.id()) < SupplyConstants.AMMUNITION_FULL;
            turn.events().add(new UnitSupplied(phase, before.id(), before.location().strategic(), fed, e.source,
                    e.none, e.drawn, e.viaCity, e.unloaded, now.supplies(), refilled, e.note,
                    Visibility.units(Set.of(before.id().toString()))));
        }
    }
}
