package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The outcome docs/orders.md section 4 quotes for the War Minister of the Northeast's block (MERGE, TRANSFER,
 * DISBAND), played on turn 1 of the shipped scenario: the sentences his event report prints under Orders.
 */
class DocumentedForcesTest {
    @Test
    @DisplayName("GITM 3.5, SoW 4.11, 4.15 the documented merge, transfer and disbanding read as docs/orders.md says")
    void sow_4_documentedOutcome() {
        ShippedScenario s = ShippedScenario.get();
        GameState one = s.state(1);
        TurnOutcome o = s.ruleset().resolve(one, 1, s.defaultOrders(one), Map.of("minister-ne", List.of(
                "MERGE MX10IN INTO MX6IN", "TRANSFER 200 MEN FROM MX22IN TO MX21IN", "DISBAND MX2MI")),
                SeededDice.forTurn(1846L, 1));
        List<String> told = o.events().stream().filter(e -> e instanceof GitmEvent)
                .filter(e -> List.of("units-merged", "men-transferred", "unit-disbanded", "order-not-carried-out")
                        .contains(e.kind())).map(TurnEvent::describe).toList();
        assertThat(told).containsExactly(
                "MX2MI was disbanded in I7-V5 on the order of the War Minister (SoW 4.15): 600 men go home at once;"
                        + " 1 supply carried lost.",
                "MX10IN merged into MX6IN in J8-V4 on the order of the War Minister, which now has 1,000 men and 0"
                        + " batteries (GITM 3.5).",
                "MX22IN gave 200 men to MX21IN in J8-V4 on the order of the War Minister: MX22IN has 150 men, MX21IN"
                        + " 600 (SoW 4.11).");
        GitmState after = (GitmState) o.next();
        assertThat(after.unit("MX10IN")).isEmpty();
        assertThat(after.unit("MX2MI")).isEmpty();
        assertThat(after.unit("MX6IN").orElseThrow().men()).isEqualTo(1000);
    }
}
