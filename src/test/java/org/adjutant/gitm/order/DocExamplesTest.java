package org.adjutant.gitm.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.adjutant.ruleset.Line;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every example mail in docs/orders.md reads without a problem, so the documentation cannot drift from the parser. */
class DocExamplesTest {

    static Path doc() {
        String home = System.getProperty("adjutant.home", ".");
        return Path.of(home, "docs", "orders.md");
    }

    /** The fenced blocks of the document that start with a UNIT or PLAYER header. */
    static List<List<String>> examples() throws IOException {
        List<List<String>> result = new ArrayList<>();
        List<String> current = null;
        for (String line : Files.readAllLines(doc(), StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                if (current != null) {
                    result.add(current);
                    current = null;
                } else {
                    current = new ArrayList<>();
                }
            } else if (current != null) {
                current.add(line);
            }
        }
        return result.stream().filter(b -> !b.isEmpty() && (header(b).equals("UNIT") || header(b).equals("PLAYER")))
                .toList();
    }

    private static String header(List<String> block) {
        return block.get(0).split("\\s+")[0].toUpperCase(Locale.ROOT);
    }

    static Stream<Arguments> mails() throws IOException {
        return examples().stream().map(b -> Arguments.of(Named.of(String.join(" / ", b), b)));
    }

    @ParameterizedTest
    @MethodSource("mails")
    @DisplayName("the example reads without problems")
    void readsCleanly(List<String> mail) {
        List<Line> body = new ArrayList<>();
        for (int i = 1; i < mail.size(); i++) {
            body.add(new Line(i + 1, mail.get(i)));
        }
        ParsedBlock<?> parsed = header(mail).equals("UNIT") ? OrderParser.parseUnitBlock(body)
                : OrderParser.parseOfficeBlock(body);
        assertThat(parsed.problems()).isEmpty();
        assertThat(parsed.orders()).isNotEmpty();
    }

    @Test
    @DisplayName("the document has an example for every kind of order")
    void everyOrderHasAnExample() throws IOException {
        List<Class<?>> shown = new ArrayList<>();
        for (List<String> mail : examples()) {
            List<Line> body = new ArrayList<>();
            for (int i = 1; i < mail.size(); i++) {
                body.add(new Line(i + 1, mail.get(i)));
            }
            ParsedBlock<?> parsed = header(mail).equals("UNIT") ? OrderParser.parseUnitBlock(body)
                    : OrderParser.parseOfficeBlock(body);
            parsed.orders().forEach(o -> shown.add(o.order().getClass()));
        }
        assertThat(shown).contains(UnitOrder.class.getPermittedSubclasses());
        assertThat(shown).contains(OfficeOrder.class.getPermittedSubclasses());
    }
}
