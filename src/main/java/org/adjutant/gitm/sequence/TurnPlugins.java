package org.adjutant.gitm.sequence;

import java.util.List;
import org.adjutant.gitm.movement.BattleHistory;
import org.adjutant.gitm.movement.Communications;
import org.adjutant.gitm.movement.ContestedSquares;
import org.adjutant.gitm.movement.MarchRules;
import org.adjutant.gitm.movement.Sieges;
import org.adjutant.gitm.movement.Sighting;
import org.adjutant.gitm.movement.SimpleCommunications;
import org.adjutant.gitm.movement.StrategicSighting;

/**
 * The parts of the turn that other rules areas supply. {@link #standard()} holds what exists today: no-op supply,
 * tactical movement, bombardment and combat; communications by the plain cases of GITM 10.1; sighting by the ranges
 * of GITM 4.1; last turn's battles read from contested squares; no sieges. Each {@code with...} swaps one part.
 *
 * @param endOfTurnExtras steps run after the project's own end-of-turn steps (siege surrender, desertion...)
 */
public record TurnPlugins(SupplyRules supply, TacticalMovement tactical, Bombardment bombardment, Combat combat,
                          Communications communications, Sighting sighting, BattleHistory battles, Sieges sieges,
                          MarchRules marchRules, List<TurnStep> endOfTurnExtras) {
    public TurnPlugins {
        endOfTurnExtras = List.copyOf(endOfTurnExtras);
    }

    public static TurnPlugins standard() {
        return new TurnPlugins(new NoSupplyRulesYet(), new NoTacticalMovementYet(), new NoBombardmentYet(),
                new NoCombatYet(), new SimpleCommunications(), new StrategicSighting(), new ContestedSquares(),
                Sieges.NONE, MarchRules.STANDARD, List.of());
    }

    public TurnPlugins withSupply(SupplyRules value) {
        return new TurnPlugins(value, tactical, bombardment, combat, communications, sighting, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withTactical(TacticalMovement value) {
        return new TurnPlugins(supply, value, bombardment, combat, communications, sighting, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withCombat(Bombardment guns, Combat battles2) {
        return new TurnPlugins(supply, tactical, guns, battles2, communications, sighting, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withCommunications(Communications value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, value, sighting, battles, sieges, marchRules,
                endOfTurnExtras);
    }

    public TurnPlugins withSighting(Sighting value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, value, battles, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withBattles(BattleHistory value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, sighting, value, sieges,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withSieges(Sieges value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, sighting, battles, value,
                marchRules, endOfTurnExtras);
    }

    public TurnPlugins withMarchRules(MarchRules value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, sighting, battles, sieges,
                value, endOfTurnExtras);
    }

    public TurnPlugins withEndOfTurn(List<TurnStep> value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, sighting, battles, sieges,
                marchRules, value);
    }
}
