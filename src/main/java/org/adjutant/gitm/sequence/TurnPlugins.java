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
 * @param endOfTurnExtras steps run after the project's own end-of-turn steps (the supply ledger...)
 * @param hooks           the other places where rules areas add steps (docs/rules/gitm-10-supply.md section 17)
 */
public record TurnPlugins(SupplyRules supply, TacticalMovement tactical, Bombardment bombardment, Combat combat,
                          Communications communications, BattleHistory battles, Sieges sieges,
                          MarchRules marchRules, List<TurnStep> endOfTurnExtras, Hooks hooks) {
    public TurnPlugins {
        endOfTurnExtras = List.copyOf(endOfTurnExtras);
    }

    public TurnPlugins(SupplyRules supply, TacticalMovement tactical, Bombardment bombardment, Combat combat,
                       Communications communications, BattleHistory battles, Sieges sieges,
                       MarchRules marchRules, List<TurnStep> endOfTurnExtras) {
        this(supply, tactical, bombardment, combat, communications, battles, sieges, marchRules, endOfTurnExtras,
                Hooks.NONE);
    }

    /**
     * Steps run at fixed points of the turn, each list in its order (every step checks for itself whether it has work
     * on the turn it is given: the deployment turn, a peace turn).
     *
     * @param administration the Orders phase, first in a campaign turn: activations, merges, inactivations (GITM 11.1)
     * @param phaseEnd       after the strategic withdrawal, every strategic phase and every tactical phase (after its
     *                       combat): automatic activation, captures, sieges (GITM 10.3, 11.3)
     * @param endOfTurnFirst the first steps of the end of the turn, before battle morale: siege surrender, city-capture
     *                       morale (GITM 10.3, 3.7)
     * @param beforeReforming after stragglers return and before shattered units reform: city production, the supply
     *                       picture of GITM 10.11 and 10.1 that reforming reads (GITM 12.5); run on turn 0 too
     */
    public record Hooks(List<TurnStep> administration, List<TurnStep> phaseEnd, List<TurnStep> endOfTurnFirst,
                        List<TurnStep> beforeReforming) {
        public static final Hooks NONE = new Hooks(List.of(), List.of(), List.of(), List.of());

        public Hooks {
            administration = List.copyOf(administration);
            phaseEnd = List.copyOf(phaseEnd);
            endOfTurnFirst = List.copyOf(endOfTurnFirst);
            beforeReforming = List.copyOf(beforeReforming);
        }

        /** These hooks with another's steps after each list's own. */
        public Hooks and(Hooks more) {
            return new Hooks(concat(administration, more.administration), concat(phaseEnd, more.phaseEnd),
                    concat(endOfTurnFirst, more.endOfTurnFirst), concat(beforeReforming, more.beforeReforming));
        }

        private static List<TurnStep> concat(List<TurnStep> a, List<TurnStep> b) {
            List<TurnStep> all = new java.util.ArrayList<>(a);
            all.addAll(b);
            return all;
        }
    }

    public static TurnPlugins standard() {
        return new TurnPlugins(new NoSupplyRules(), new NoTacticalMovement(), new NoBombardment(),
                new NoCombat(), new SimpleCommunications(), new RecordedBattles(),
                Sieges.NONE, MarchRules.STANDARD, List.of());
    }

    public TurnPlugins withSupply(SupplyRules value) {
        return new TurnPlugins(value, tactical, bombardment, combat, communications, battles, sieges,
                marchRules, endOfTurnExtras, hooks);
    }

    public TurnPlugins withTactical(TacticalMovement value) {
        return new TurnPlugins(supply, value, bombardment, combat, communications, battles, sieges,
                marchRules, endOfTurnExtras, hooks);
    }

    public TurnPlugins withCombat(Bombardment guns, Combat battles2) {
        return new TurnPlugins(supply, tactical, guns, battles2, communications, battles, sieges,
                marchRules, endOfTurnExtras, hooks);
    }

    public TurnPlugins withCommunications(Communications value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, value, battles, sieges, marchRules,
                endOfTurnExtras, hooks);
    }

    public TurnPlugins withBattles(BattleHistory value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, value, sieges,
                marchRules, endOfTurnExtras, hooks);
    }

    public TurnPlugins withSieges(Sieges value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, value,
                marchRules, endOfTurnExtras, hooks);
    }

    public TurnPlugins withMarchRules(MarchRules value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, sieges,
                value, endOfTurnExtras, hooks);
    }

    public TurnPlugins withEndOfTurn(List<TurnStep> value) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, sieges,
                marchRules, value, hooks);
    }

    /** These plug-ins with more steps at the turn's fixed points, after those already there. */
    public TurnPlugins withHooks(Hooks more) {
        return new TurnPlugins(supply, tactical, bombardment, combat, communications, battles, sieges,
                marchRules, endOfTurnExtras, hooks.and(more));
    }
}
