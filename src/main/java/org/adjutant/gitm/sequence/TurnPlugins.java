package org.adjutant.gitm.sequence;

import java.util.List;
import org.adjutant.gitm.movement.BattleHistory;
import org.adjutant.gitm.movement.Communications;
import org.adjutant.gitm.movement.RecordedBattles;
import org.adjutant.gitm.movement.MarchRules;
import org.adjutant.gitm.movement.Sieges;
import org.adjutant.gitm.movement.SimpleCommunications;

/**
 * The parts of the turn that other rules areas supply. {@link #standard()} holds the plain engine: no-op supply,
 * tactical movement, bombardment and combat; communications by the plain cases of GITM 10.1; last turn's battles as
 * the state recorded them (else read from contested squares); no sieges. Each {@code with...} swaps one part; the
 * robot's ruleset plugs in GITM 8 and 9 ({@code GitmRuleset}). Detection (GITM 4) is not a part that can be swapped:
 * the engine and the reports share the one in {@code org.adjutant.gitm.detection}.
 *
 * @param endOfTurnExtras steps run after the project's own end-of-turn steps (siege surrender, desertion...)
 */
public record TurnPlugins(SupplyRules supply, TacticalMovement tactical, Bombardment bombardment, Combat combat,
                          Communications communications, BattleHistory battles, Sieges sieges,
                          MarchRules marchRules, List<TurnStep> endOfTurnExtras) {
    public TurnPlugins {
        endOfTurnExtras = List.copyOf(endOfTurnExtras);
    }

    public static TurnPlugins standard() {
        return new TurnPlugins(new NoSupplyRulesYet(), new NoTacticalMovementYet(), new NoBombardmentYet(),
                new NoCombatYet(), new SimpleCommunications(), new RecordedBattles(),
                Sieges.NONE, MarchRules.STANDARD, List.of());
    }

    public TurnPlugins withSupply(SupplyRules value) {
        return new TurnPlugins(value, tactical, bombardment, combat, communications, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withTactical(TacticalMovement value) {
        return new TurnPlugins(supply, value, bombardment, combat, communications, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withCombat(Bombardment guns, Combat battles2) {
        return new TurnPlugins(supply, tactical, guns, battles2, communications, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withCommunications(Communications value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, value, battles, sieges, marchRules,
                endOfTurnExtras);
    }

    public TurnPlugins withBattles(BattleHistory value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, value, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withSieges(Sieges value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, value,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withMarchRules(MarchRules value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, sieges,
                value, endOfTurnExtras);
    }

    public TurnPlugins withEndOfTurn(List<TurnStep> value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, sieges,
                marchRules, value);
    }
}
