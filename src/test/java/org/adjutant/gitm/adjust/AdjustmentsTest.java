package org.adjutant.gitm.adjust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Adjusted;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A moderator's corrections of the position, through the ruleset as the robot calls it: pure and checked. */
class AdjustmentsTest {
    private final GitmRuleset ruleset = new GitmRuleset(id -> Optional.empty());
    private GitmState opening;

    @BeforeEach
    void open() throws Exception {
        opening = (GitmState) ruleset.open(GitmRulesetTestScenario.TEXT, "test.yaml").state();
    }

    @Test
    @DisplayName("GITM 3.5 a unit's men: 0 up to its type's most; the normal form is what a rollback applies again")
    void gitm_3_5_men() {
        Adjusted a = ruleset.adjust(opening, "unit us7in men 450");
        assertThat(((GitmState) a.next()).unit("US7IN").orElseThrow().men()).isEqualTo(450);
        assertThat(a.normalForm()).isEqualTo("UNIT US7IN MEN 450");
        assertThat(a.units()).containsExactly("US7IN");
        assertThat(ruleset.adjust(opening, a.normalForm()).next()).isEqualTo(a.next());
        assertThat(ruleset.decode(ruleset.encode(a.next()))).isEqualTo(a.next());
        assertThatThrownBy(() -> ruleset.adjust(opening, "UNIT US7IN MEN -1")).hasMessageContaining("out of bounds");
        assertThatThrownBy(() -> ruleset.adjust(opening, "UNIT US7IN MEN 999999")).hasMessageContaining("out of "
                + "bounds");
    }

    @Test
    @DisplayName("GITM 3.7 a unit's morale stays within 0-100")
    void gitm_3_7_morale() {
        assertThat(((GitmState) ruleset.adjust(opening, "UNIT MX4IN MORALE 0").next()).unit("MX4IN").orElseThrow()
                .morale()).isZero();
        assertThatThrownBy(() -> ruleset.adjust(opening, "UNIT MX4IN MORALE 101")).hasMessageContaining("0 to 100");
    }

    @Test
    @DisplayName("GITM 1 a unit is put only on a square of the map it may stand on, outside any fort")
    void gitm_1_position() {
        GitmState moved = (GitmState) ruleset.adjust(opening, "UNIT US7IN POSITION J9-V3").next();
        assertThat(moved.unit("US7IN").orElseThrow().location().strategic().toString()).isEqualTo("J9-V3");
        assertThat(moved.unit("US7IN").orElseThrow().inFort()).isFalse();
        assertThatThrownBy(() -> ruleset.adjust(opening, "UNIT US7IN POSITION K0-V4")).hasMessage("K0-V4 is swamp, "
                + "where no unit may stand");
        assertThatThrownBy(() -> ruleset.adjust(opening, "UNIT US7IN POSITION A0-P0")).hasMessageContaining("off "
                + "the map");
    }

    @Test
    @DisplayName("SoW a treasury and a city's owner: the states concerned are named for the core to tell")
    void treasuryAndCity() {
        Adjusted t = ruleset.adjust(opening, "STATE NE TREASURY 0");
        assertThat(((GitmState) t.next()).state("NE").orElseThrow().treasury()).isZero();
        assertThat(t.states()).containsExactly("NE");
        Adjusted c = ruleset.adjust(opening, "CITY matamoros OWNER US");
        assertThat(((GitmState) c.next()).cities().get("Matamoros").state()).isEqualTo("US");
        assertThat(c.states()).containsExactlyInAnyOrder("NE", "US");
        assertThat(c.normalForm()).isEqualTo("CITY Matamoros OWNER US");
        assertThatThrownBy(() -> ruleset.adjust(opening, "STATE NE TREASURY -1")).hasMessageContaining("out of "
                + "bounds");
        assertThatThrownBy(() -> ruleset.adjust(opening, "CITY Matamoros OWNER XX")).hasMessageContaining("no state "
                + "XX");
    }
}
