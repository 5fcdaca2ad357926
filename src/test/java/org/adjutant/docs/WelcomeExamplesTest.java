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
 * shipped 1846 scenario, on its opening deployment turn and on turn 1, the robot must accept it. On the deployment
 * turn a role of militia alone has none (they do not move then, GITM 7.18), and the welcome shows the block's form.
 */
class WelcomeExamplesTest {
    private final ShippedScenario scenario = ShippedScenario.get();

    @TestFactory
    List<DynamicTest> theWelcomeExampleOfEveryRoleIsAccepted() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int turn : new int[] {0, 1}) {
            for (RoleSlot role : scenario.roles()) {
                // as the welcome chooses: the first of his units the ruleset has an example for
                int t = turn;
                List<String> units = new ArrayList<>(role.commands());
                units.addAll(role.deputyFor());
                String unit = units.stream().filter(u -> !scenario.ruleset().exampleOrders(scenario.state(t), u)
                        .isEmpty()).findFirst().orElse("");
                if (units.isEmpty()) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest("turn " + turn + ": " + role.id() + " (" + unit + ")", () -> {
                    if (unit.isEmpty()) {
                        // GITM 7.18: militia do not move on the deployment turn, so there is nothing to show
                        assertThat(t).as("no example for any of " + units).isZero();
                        assertThat(units).allMatch(u -> u.endsWith("MI"));
                        return;
                    }
                    List<String> lines = scenario.ruleset().exampleOrders(scenario.state(t), unit);
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
        assertThat(opening).contains("deployment turn", "GITM 7.18", "DEPLOY", "PATH is refused")
                .doesNotContain("DEPLOY TO PORT", "taken as on any turn");
        assertThat(opening.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(110));
        assertThat(scenario.ruleset().exampleOrders(scenario.state(0), "US1AQ")).anyMatch(l -> l.startsWith("DEPLOY"));
        assertThat(scenario.ruleset().nextTurn(scenario.state(1))).contains("The next turn is campaign 1, turn 1.")
                .doesNotContain("DEPLOY");
        assertThat(scenario.ruleset().exampleOrders(scenario.state(1), "US1AQ")).noneMatch(l -> l.startsWith("DEPLOY"));
    }
}
