package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.ExperienceGained;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 4.4-4.6 and 5.3 for battles: what a commander reads of a fight — his own exactly, the enemy as seen. */
class BattleNarrationTest {
    private static final StrategicSquare SQUARE = StrategicSquare.of("J9-V4");
    private static final TacticalSquare AT = TacticalSquare.of("6-7");
    private static final Visibility ALL = Visibility.units(Set.of("US1IN", "US3IN", "MX4IN", "MX7NC"));
    private static final Map<String, Unit> UNITS = Map.of(
            "US1IN", unit("US1IN", "US", 500),
            "US3IN", unit("US3IN", "US", 400),
            "MX4IN", unit("MX4IN", "NE", 800),
            "MX7NC", unit("MX7NC", "NE", 300));

    private static Unit unit(String id, String state, int men) {
        return Unit.builder(id, state).at("J9-V4", "6-7").commander("c").deputy("d").men(men).supplies(0).build();
    }

    /** The narration as the robot makes it: one per reader, his side deciding who is friendly. */
    private static BattleNarration narrationFor(Viewer viewer) {
        return new BattleNarration(id -> Optional.ofNullable(UNITS.get(id.toString())),
                u -> viewer.side().contains(u.state()) ? Allegiance.FRIENDLY : Allegiance.HOSTILE,
                DiceSource.forTurn(7L, 3), PlaceNames.GRID);
    }
    private final Viewer taylor = new Viewer("taylor", new TreeSet<>(Set.of(UnitId.of("US1IN"))),
            new TreeSet<>(Set.of("US")));
    private final Viewer arista = new Viewer("arista", new TreeSet<>(Set.of(UnitId.of("MX4IN"))),
            new TreeSet<>(Set.of("NE")));

    private static BattleFought battle() {
        return new BattleFought(Phase.TACTICAL_2, SQUARE, AT, List.of(UnitId.of("US1IN"), UnitId.of("US3IN")),
                List.of(UnitId.of("MX4IN"), UnitId.of("MX7NC")), BattleSide.DEFENDERS, 3000, 1.4,
                BattleSide.ATTACKERS, BattleSide.ATTACKERS, 212, 347, ALL);
    }

    @Test
    @DisplayName("GITM 5.3 a commander reads his side's losses exactly and the enemy's as an estimate")
    void gitm_5_3_ownExactEnemyEstimated() {
        String us = narrationFor(taylor).sentence(battle(), taylor).orElseThrow();
        assertThat(us).contains("Battle at 6-7 in J9-V4", "We attacked", "We won the melee", "we hold the square",
                "(odds 1.4:1)", "We lost 212 men", "the enemy about ").doesNotContain("347");
        String them = narrationFor(arista).sentence(battle(), arista).orElseThrow();
        assertThat(them).contains("We defended", "The enemy won the melee", "the enemy holds the square",
                "We lost 347 men", "the enemy about ").doesNotContain("212 men");
        // The estimate is within a fifth either way, rounded, and the same every time the same player reads it.
        long guess = Long.parseLong(us.replaceAll(".*the enemy about (\\d+) men.*", "$1"));
        assertThat(guess).isBetween(250L, 450L);
        assertThat(narrationFor(taylor).sentence(battle(), taylor)).contains(us);
    }

    @Test
    @DisplayName("GITM 9.3-9.5 a commander reads how his side stood (lines, squares), never how the enemy stood")
    void gitm_9_3_ourLinesOnly() {
        java.util.TreeMap<UnitId, BattleFought.Station> stations = new java.util.TreeMap<>(Map.of(
                UnitId.of("US1IN"), BattleFought.Station.FIRST_LINE, UnitId.of("US3IN"), BattleFought.Station.SQUARE,
                UnitId.of("MX4IN"), BattleFought.Station.FIRST_LINE, UnitId.of("MX7NC"), BattleFought.Station.REAR));
        BattleFought b = new BattleFought(Phase.TACTICAL_2, SQUARE, AT, List.of(UnitId.of("US1IN"),
                UnitId.of("US3IN")), List.of(UnitId.of("MX4IN"), UnitId.of("MX7NC")), BattleSide.DEFENDERS, 3000,
                1.4, BattleSide.ATTACKERS, BattleSide.ATTACKERS, 212, 347, stations, ALL);
        assertThat(narrationFor(taylor).sentence(b, taylor).orElseThrow())
                .contains("Our lines: US1IN in the first line; US3IN formed in square.")
                .doesNotContain("in the rear");
        assertThat(narrationFor(arista).sentence(b, arista).orElseThrow())
                .contains("Our lines: MX4IN in the first line; MX7NC in the rear.").doesNotContain("square.");
        assertThat(b.describe()).as("the moderator's whole truth")
                .contains("Attackers: US1IN in the first line; US3IN formed in square.")
                .contains("Defenders: MX4IN in the first line; MX7NC in the rear.");
    }

    @Test
    @DisplayName("GITM 12.2 a unit that fell back to the coast: its commander reads where and off which port its"
            + " transports lie; the enemy reads only that it shattered and fled towards the square")
    void gitm_12_2_coastal_fallback_told_to_its_commander_only() {
        Shattered fled = new Shattered(Phase.TACTICAL_2, UnitId.of("US1IN"), ShatterCause.EXHAUSTED, 40, 200, SQUARE,
                StrategicSquare.of("K2-V4"), AT, ALL, Optional.of(new Shattered.Coast("US1TR", "Veracruz")));
        assertThat(narrationFor(taylor).sentence(fled, taylor).orElseThrow())
                .contains("fell back from J9-V4 to the coast at K2-V4", "US1TR", "coastal waters of Veracruz");
        assertThat(narrationFor(arista).sentence(fled, arista).orElseThrow())
                .isEqualTo("US1IN shattered and fled from J9-V4 towards K2-V4.");
    }

    @Test
    @DisplayName("GITM 4.6 an observer who did not fight reads both sides' losses as estimates")
    void gitm_4_6_bystander() {
        Viewer marcy = new Viewer("marcy", new TreeSet<>(), new TreeSet<>(Set.of("CA")));
        BattleNarration neutral = new BattleNarration(id -> Optional.ofNullable(UNITS.get(id.toString())),
                u -> Allegiance.NEUTRAL, DiceSource.forTurn(7L, 3), PlaceNames.GRID);
        String seen = neutral.sentence(battle(), marcy).orElseThrow();
        assertThat(seen).contains("The attackers won the melee", "the attackers hold the square", "about")
                .doesNotContain("212").doesNotContain("347").doesNotContain("We ");
    }

    @Test
    @DisplayName("GITM 9.13 losses by kind are told for one's own units only")
    void gitm_9_13_ownLossesByKind() {
        CasualtiesSuffered ours = new CasualtiesSuffered(Phase.TACTICAL_2, UnitId.of("US1IN"), SQUARE, AT, 20, 80, 5,
                12, CasualtyCause.MELEE_WON, ALL);
        CasualtiesSuffered theirs = new CasualtiesSuffered(Phase.TACTICAL_2, UnitId.of("MX4IN"), SQUARE, AT, 40,
                120, 60, 30, CasualtyCause.MELEE_WON, ALL);
        assertThat(narrationFor(taylor).sentence(ours, taylor)).hasValueSatisfying(s -> assertThat(s)
                .contains("US1IN lost 117 men", "killed 20", "wounded 80", "prisoners 5", "stragglers 12"));
        assertThat(narrationFor(taylor).sentence(theirs, taylor)).isEmpty();
        // A friendly unit not of his command: its losses are in the battle's total, not told unit by unit.
        assertThat(narrationFor(taylor).sentence(new CasualtiesSuffered(Phase.TACTICAL_2, UnitId.of("US3IN"), SQUARE, AT, 1, 2,
                0, 0, CasualtyCause.FIRE, ALL), taylor)).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.8 an enemy's morale roll is not seen, only what his unit does; one's own is told in full")
    void gitm_9_8_moraleAsSeen() {
        MoraleChecked broke = new MoraleChecked(Phase.TACTICAL_2, UnitId.of("MX4IN"), SQUARE, AT, 7.3, 8.4, 3.1,
                MoraleOutcome.ROUT, ALL);
        assertThat(narrationFor(taylor).sentence(broke, taylor)).contains("MX4IN broke and fled.");
        assertThat(narrationFor(arista).sentence(broke, arista)).hasValueSatisfying(s -> assertThat(s).contains("7.3%",
                "rout 3.1%"));
        MoraleChecked held = new MoraleChecked(Phase.TACTICAL_2, UnitId.of("MX4IN"), SQUARE, AT, 2.5, 4.0, 1.0,
                MoraleOutcome.HELD, ALL);
        assertThat(narrationFor(taylor).sentence(held, taylor)).isEmpty();
        Routed fled = new Routed(Phase.TACTICAL_2, UnitId.of("MX4IN"), SQUARE, StrategicSquare.of("J8-V4"), AT, 77,
                ALL);
        assertThat(narrationFor(taylor).sentence(fled, taylor)).hasValueSatisfying(s -> assertThat(s)
                .contains("routed from J9-V4 into J8-V4").doesNotContain("77"));
        assertThat(narrationFor(arista).sentence(fled, arista)).hasValueSatisfying(s -> assertThat(s).contains("77"));
    }

    @Test
    @DisplayName("GITM 3.6 experience gained is its own commander's news only")
    void gitm_3_6_experienceIsPrivate() {
        ExperienceGained xp = new ExperienceGained(Phase.TACTICAL_2, UnitId.of("MX4IN"), 4, 1.4, ALL);
        assertThat(narrationFor(taylor).sentence(xp, taylor)).isEmpty();
        assertThat(narrationFor(arista).sentence(xp, arista)).hasValueSatisfying(s -> assertThat(s).contains("gained 4"));
    }
}
