package org.adjutant.gitm.supply;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 10.11 at the end of the turn (docs/rules/gitm-10-supply.md section 7.4): every corps HQ (active, then
 * shattered) its best city; then the other active units, nearest first across all of them, with each corps HQ's 18
 * places; then the shattered non-HQ units with the places left (they eat nothing, but reforming asks whether they would
 * be in supply, 12.5). Inactive units get none (11.3). The present source breaks ties: the one used this turn, else
 * the one listed.
 */
final class SourceChoice {
    private SourceChoice() {
    }

    /** @param all every unit on the board, in id order */
    static SourceAssignment choose(SupplyNetwork network, List<Unit> all, SupplyPhaseRecord record) {
        Board board = network.board();
        Map<UnitId, Unit> byId = new TreeMap<>();
        all.forEach(u -> byId.put(u.id(), u));
        SourceAssignment chosen = new SourceAssignment();
        SourceCandidates corpsSources = new SourceCandidates(network, c -> board.holding(c).supplies(), q -> false);
        for (Readiness r : List.of(Readiness.ACTIVE, Readiness.SHATTERED)) {
            for (Unit q : all) {
                if (q.type() == UnitType.CQ && q.readiness() == r) {
                    List<SourceCandidate> cands = corpsSources.of(q, present(record, q));
                    if (!cands.isEmpty()) {
                        chosen.take(cands.get(0));
                    }
                }
            }
        }
        SourceCandidates unitSources = new SourceCandidates(network, c -> board.holding(c).supplies(), q -> {
            Unit corps = byId.get(q);
            return corps != null && (corps.supplies() > 0 || chosen.of(q).flatMap(SourceCandidate::city)
                    .map(c -> board.holding(c).supplies() > 0).orElse(false));
        });
        for (Readiness r : List.of(Readiness.ACTIVE, Readiness.SHATTERED)) {
            Map<UnitId, List<SourceCandidate>> candidates = new TreeMap<>();
            for (Unit u : all) {
                boolean eligible = r == Readiness.ACTIVE ? u.type() != UnitType.CQ : !u.isHeadquarters();
                if (u.readiness() == r && eligible) {
                    candidates.put(u.id(), unitSources.of(u, present(record, u)));
                }
            }
            chosen.greedy(candidates);
        }
        return chosen;
    }

    /** The unit's present source for the ranking's tie (section 7.2): the one it used this turn, else the listed one. */
    private static String present(SupplyPhaseRecord record, Unit u) {
        return record.effectiveSource(u.id()).orElse(u.supplySource());
    }
}
