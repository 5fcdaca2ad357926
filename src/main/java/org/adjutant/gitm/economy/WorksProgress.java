package org.adjutant.gitm.economy;

import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.event.WorksFinished;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Fortress;

/**
 * E2 (docs/rules/sow.md sections 15, 22): every fort's works count down a turn at the end of each turn and are done at
 * zero -- all of them at the end of a peace or truce turn, which stands for a long spell. Done: the fort stands at the
 * new level, its highest level is raised, and new work (not a repair) adds {@value Sinews#FORT_CAPACITY_STEP} to its
 * capacity. Works go on under siege (as SoW 4.6 for units), but are abandoned, money lost, when another state took the
 * city during the turn (as SoW 4.10 for builds).
 */
public final class WorksProgress implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        boolean pause = board.start().turn() > 0 && !board.start().isCampaignTurn();
        for (City onMap : board.map().cities().toList()) {
            CityHolding now = board.holding(onMap);
            Optional<Fortress.Works> works = now.fortress().works();
            if (works.isEmpty()) {
                continue;
            }
            String builder = board.start().city(onMap).state();
            if (!now.state().equals(builder)) {
                board.putHolding(onMap, now.withFortress(now.fortress().withWorks(Optional.empty())));
                turn.events().add(new WorksFinished(phase, builder, onMap.name(), board.city(onMap).fortStrength(),
                        board.city(onMap).fortCapacity(), Optional.of(now.state())));
                continue;
            }
            Fortress.Works w = works.get();
            if (!pause && w.turnsLeft() > 1) {
                board.putHolding(onMap, now.withFortress(now.fortress().withWorks(Optional.of(
                        new Fortress.Works(w.target(), w.turnsLeft() - 1, w.repair())))));
                continue;
            }
            int highest = Math.max(now.fortress().max().orElse(onMap.fortStrength()), w.target());
            int capacity = now.fortress().capacity().orElse(onMap.fortCapacity())
                    + (w.repair() ? 0 : Sinews.FORT_CAPACITY_STEP);
            CityHolding done = now.withFortLevel(w.target()).withFortress(new Fortress(OptionalInt.of(highest),
                    capacity == onMap.fortCapacity() ? OptionalInt.empty() : OptionalInt.of(capacity),
                    Optional.empty()));
            board.putHolding(onMap, done);
            turn.events().add(new WorksFinished(phase, builder, onMap.name(), w.target(), capacity, Optional.empty()));
        }
    }
}
