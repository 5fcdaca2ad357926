package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.docs.OrderExamples.Expectation;
import org.adjutant.docs.OrderExamples.Finding;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class OrderExamplesTest {

    @Test
    @DisplayName("a fence with a UNIT or PLAYER header and a password is an order mail; its lines are counted from the fence")
    void findsMails() {
        List<Finding> found = OrderExamples.scan("x.md", """
                # Title

                ```
                Hello

                Unit: MX2LI  Password: tulipan
                LINE SECOND
                ```
                ~~~text
                PLAYER minister-ne
                PASSWORD aguila
                INACTIVATE MX23IN
                ~~~
                """);
        assertThat(found).hasSize(2).allMatch(f -> f instanceof Finding.Mail);
        Finding.Mail first = (Finding.Mail) found.get(0);
        assertThat(first.line()).isEqualTo(3);
        assertThat(first.firstLine()).isEqualTo(4);
        assertThat(first.text()).startsWith("Hello\n\nUnit: MX2LI").endsWith("LINE SECOND\n");
        assertThat(first.expect()).isEqualTo(Expectation.ACCEPTED_AT_OPENING);
        assertThat(((Finding.Mail) found.get(1)).text()).contains("PASSWORD aguila");
    }

    @Test
    @DisplayName("fences that are not mails are skipped: shell commands, YAML with unit: keys, a header without password")
    void skipsOtherFences() {
        assertThat(OrderExamples.scan("x.md", """
                ```sh
                java -jar target/adjutant.jar orders check my-orders.txt
                ```
                ```yaml
                unit: US3IN
                player: taylor
                ```
                ```
                OFFENSIVE SKIRMISH
                UNIT US3IN
                LINE FIRST
                ```
                """)).isEmpty();
    }

    @Test
    @DisplayName("a marker sets the turn and expects a refusal with the quoted problems")
    void readsMarkers() {
        List<Finding> found = OrderExamples.scan("x.md", """
                <!-- example: turn 1, rejected "J9-V2 is water", "line 2" -->

                ```
                UNIT US7IN PASSWORD pw
                PATH J9-V3 J9-V2
                ```
                <!-- example: turn 1 -->
                ```
                UNIT US7IN PASSWORD pw
                PATH K0-V3
                ```
                """);
        assertThat(found).extracting(f -> ((Finding.Mail) f).expect()).containsExactly(
                new Expectation(1, true, false, false, false, List.of("J9-V2 is water", "line 2")),
                new Expectation(1, false, false, false, false, List.of()));
    }

    @Test
    @DisplayName("'planned' marks a designed order mail the robot does not read yet")
    void readsPlanned() {
        List<Finding> found = OrderExamples.scan("x.md", """
                <!-- example: planned -->
                ```
                PLAYER minister-ne PASSWORD pw
                PAY 100 CROWNS TO JAL
                ```
                """);
        assertThat(found).extracting(f -> ((Finding.Mail) f).expect())
                .containsExactly(new Expectation(0, false, true, false, false, List.of()));
    }

    @Test
    @DisplayName("'moderator' marks a moderator's command mail")
    void readsModerator() {
        List<Finding> found = OrderExamples.scan("x.md", """
                <!-- example: turn 1, moderator -->
                ```
                PLAYER referee@example.org PASSWORD pw
                EXTEND 24h
                ```
                """);
        assertThat(found).extracting(f -> ((Finding.Mail) f).expect())
                .containsExactly(new Expectation(1, false, false, true, false, List.of()));
    }

    @Test
    @DisplayName("nothing slips by: a bad marker, a marker without a mail after it, a header outside a fence")
    void reportsWhatCannotBeChecked() {
        List<Finding> found = OrderExamples.scan("x.md", """
                <!-- example: rejectd -->
                ```
                UNIT US7IN PASSWORD pw
                ```
                <!-- example: rejected -->
                Some prose.
                <!-- example: turn 1 -->
                ```sh
                mvn verify
                ```
                    UNIT US7IN PASSWORD pw
                <!-- example: "quoted text before rejected" -->
                ```
                UNIT US7IN PASSWORD pw
                ```
                <!-- example: turn 1 -->
                """);
        assertThat(found).filteredOn(f -> f instanceof Finding.Misplaced).extracting(Finding::line)
                .containsExactly(1, 5, 7, 11, 12, 16);
        assertThat(found).filteredOn(f -> f instanceof Finding.Mail).hasSize(2);
    }
}
