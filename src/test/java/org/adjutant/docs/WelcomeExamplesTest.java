package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.ruleset.RoleSlot;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The welcome mail shows every player an example block for his first unit (GITM ruleset's {@code exampleOrders}) and
 * says what the coming turn is ({@code nextTurn}). A new player copies that example first: for every role of the
 * shipped 1846 scenario, on its opening deployment turn and on turn 1, the robot must accept it.
 */
class WelcomeExamplesTest {
    private final ShippedScenario scenario = ShippedScenario.get();

    @TestFactory
    List<DynamicTest> theWelcomeExampleOfEveryRoleIsAccepted() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int turn : new int[] {0, 1}) {
            for (RoleSlot role : scenario.roles()) {
                String unit = role.commands().stream().findFirst()
                        .or(() -> role.deputyFor().stream().findFirst()).orElse("");
                if (unit.isEmpty()) {
                    continue;
                }
                int t = turn;
                tests.add(DynamicTest.dynamicTest("turn " + turn + ": " + role.id() + " (" + unit + ")", () -> {
                    List<String> lines = scenario.ruleset().exampleOrders(scenario.state(t), unit);
                    assertThat(lines).isNotEmpty();
                    Acknowledgement ack = scenario.check("UNIT " + unit + " PASSWORD pw\n"
                            + String.join("\n", lines) + "\n", t);
                    assertThat(ack.rejected()).as(ack.blocks().toString()).isZero();
                    assertThat(ack.accepted()).isEqualTo(1);
                }));
            }
        }
        assertThat(tests).hasSizeGreaterThan(20);
        return tests;
    }

    @Test
    @DisplayName("GITM 7.18 the welcome says the first deadline is the deployment turn, and DEPLOY is its order")
    void gitm_7_18_firstTurnExplained() {
        String opening = scenario.ruleset().nextTurn(scenario.state(0));
        assertThat(opening).contains("deployment turn", "GITM 7.18", "DEPLOY", "PATH is refused");
        assertThat(opening.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(110));
        assertThat(scenario.ruleset().exampleOrders(scenario.state(0), "US1AQ")).anyMatch(l -> l.startsWith("DEPLOY"));
        assertThat(scenario.ruleset().nextTurn(scenario.state(1))).contains("The next turn is campaign 1, turn 1.")
                .doesNotContain("DEPLOY");
        assertThat(scenario.ruleset().exampleOrders(scenario.state(1), "US1AQ")).noneMatch(l -> l.startsWith("DEPLOY"));
    }
}
