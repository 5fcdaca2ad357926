package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9 as the turn engine's combat plug-in: {@code TurnPlugins.standard().withCombat(new GitmBombardment(), new
 * GitmCombat())}. On campaign turns it fights the battles tactical movement left on the board one after another in
 * map order, each by the steps of {@link BattleSteps} on the board the previous ones left (GITM 9.1); then the general
 * retreat of 9.12 when the game has it, and shattered units an enemy came upon move on (GITM 12.4). Peace and truce
 * turns fight nothing.
 */
public final class GitmCombat implements Combat {
    private final BattleSteps steps = new BattleSteps();
    private final CombatTuning tuning;

    /** The rules as every game plays them. */
    public GitmCombat() {
        this(CombatTuning.STANDARD);
    }

    /** With other designed values: the calibration's sensitivity sweep (docs/calibration.md). */
    public GitmCombat(CombatTuning tuning) {
        this.tuning = tuning;
    }

    @Override
    public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
        turn.combatRan();
        if (!turn.campaignTurn()) {
            return; // GITM 9.1: no combat on peace or truce turns
        }
        Field field = new Field(turn, phase, tuning);
        Map<UnitId, Integer> menAtStart = new HashMap<>();
        for (BattleContact c : battles.all()) {
            for (Unit u : turn.board().unitsIn(c.square())) {
                menAtStart.putIfAbsent(u.id(), u.men());
            }
        }
        List<Battle> fought = new ArrayList<>();
        for (BattleContact c : battles.all()) {
            fought.add(steps.fight(field, c));
        }
        if (turn.board().start().settings().rules().generalRetreat()) {
            GeneralRetreats.run(field, fought, menAtStart);
        }
        ShatteredDisturbed.run(field);
    }

    @Override
    public void afterMovement(Phase phase, TurnContext turn) {
        if (turn.campaignTurn()) {
            ShatteredDisturbed.run(new Field(turn, phase, tuning));
        }
    }

    /** The steps every battle runs, in order. */
    public BattleSteps steps() {
        return steps;
    }
}
