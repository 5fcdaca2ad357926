package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * End-of-turn step E6 (GITM 10.11, 10.1; docs/rules/gitm-10-supply.md sections 4.3, 7.4, 17): a new network on the
 * final position; every unit's source for the status report (the corps HQs their best city; the other active units
 * nearest first across all, with the 18 places; shattered non-HQ units with the places left, for reforming; inactive
 * units none); then communications, preferring the source just chosen. Writes {@code supplySource}, {@code
 * communications} and {@code communicationsVia}, and tells reforming (12.5) who is in supply and communications. Run
 * on the deployment turn too, so that turn 1 starts from true fields.
 */
public final class SupplyPicture implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        SupplyNetwork network = SupplyNetwork.of(board);
        SupplyPhaseRecord record = SupplyPhaseRecord.of(turn);
        List<Unit> all = new ArrayList<>(board.units());
        all.sort(null);
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
        Set<UnitId> inSupply = new TreeSet<>();
        for (Unit u : all) {
            String source = chosen.of(u.id()).map(SourceCandidate::name).orElse("");
            chosen.of(u.id()).filter(SourceCandidate::available).ifPresent(c -> inSupply.add(u.id()));
            if (!u.supplySource().equals(source)) {
                board.put(board.unit(u.id()).withSupplySource(source));
            }
        }
        Map<UnitId, GitmCommunications.Link> links = GitmCommunications.judge(network,
                u -> chosen.of(u.id()).map(SourceCandidate::name).orElse(""));
        Set<UnitId> in = new TreeSet<>();
        links.forEach((id, link) -> {
            if (link.in()) {
                in.add(id);
            }
            GitmSupply.write(board, board.unit(id), link);
        });
        turn.reformability(new TurnContext.Reformability(in, inSupply));
    }

    /** The unit's present source for the ranking's tie (section 7.2): the one it used this turn, else the listed one. */
    private static String present(SupplyPhaseRecord record, Unit u) {
        return record.effectiveSource(u.id()).orElse(u.supplySource());
    }
}
