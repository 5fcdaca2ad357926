package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

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
        SourceAssignment chosen = SourceChoice.choose(network, all, record);
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
}
