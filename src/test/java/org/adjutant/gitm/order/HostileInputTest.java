package org.adjutant.gitm.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A corpus of hostile mail bodies, named after the attack. Each must come back as problems (or orders), never as an
 * exception, with the reply bounded: at most {@link ProblemList#MAX_LISTED} problems plus one "...and N more" line,
 * at most {@link OrderParser#MAX_ORDERS} orders, and quoted words cut short. Work per line is bounded by the line
 * cap, so the whole is linear in the mail's size; the benchmark measures the speed.
 */
class HostileInputTest {
    private static final OrderContext CONTEXT = Theatre.context();
    private static final int MEGABYTE = 1 << 20;

    static Stream<Arguments> corpus() {
        return Stream.of(
                hostile("one line of 1 MB", () -> List.of(new Line(1, "PATH " + "G4-V6 ".repeat(MEGABYTE / 6)))),
                hostile("1 MB of NUL bytes", () -> List.of(new Line(1, "\0".repeat(MEGABYTE)))),
                hostile("a thousand lines just under the cap", () -> repeat("PURSUE ".repeat(142), 1000)),
                hostile("NUL bytes between keywords", () -> List.of(new Line(1, "PURSUE\0\0MARCH\0TO\0BATTLE"))),
                hostile("lone surrogates", () -> List.of(new Line(1, "PATH \uD800G4-V6 \uDC00"),
                        new Line(2, "\uDBFF\uDBFF\uDBFF"), new Line(3, "SUPPLY SOURCE Mon\uD800terrey"))),
                hostile("UTF-8 read as Latin-1 (mojibake)", () -> List.of(new Line(1, "MARCH TO BATTLE Ã©Ã¨"),
                        new Line(2, "PORT QuerÃ©taro"), new Line(3, "\u00EF\u00BB\u00BFPURSUE"))),
                hostile("replacement characters from bad bytes", () -> List.of(new Line(1, "\uFFFD\uFFFD PATH"))),
                hostile("10,000 blocks' worth of lines", () -> {
                    List<String> block = List.of("PATH G4-V6 G5-V6", "HALT ON DETECTION", "MOVE TO 5-9 PHASE 2",
                            "ENGAGE PHASES 3-4", "LINE FIRST", "SUPPORT 7-7 RADIUS 2", "OFFENSIVE ATTACK",
                            "DEFENSIVE DEFEND");
                    List<Line> lines = new ArrayList<>();
                    for (int i = 0; i < 10_000 * block.size(); i++) {
                        lines.add(new Line(i + 1, block.get(i % block.size())));
                    }
                    return lines;
                }),
                hostile("100,000 unknown words", () -> repeat("XYZZY", 100_000)),
                hostile("deeply repeated keywords", () -> List.of(new Line(1, "HALT ON ".repeat(120)),
                        new Line(2, "MARCH TO ".repeat(110)), new Line(3, "SUPPLY LEVEL ".repeat(70)),
                        new Line(4, "- ".repeat(499)), new Line(5, "PATH " + "- ".repeat(495)))),
                hostile("right-to-left and zero-width characters", () -> List.of(
                        new Line(1, "\u202EPURSUE\u202C"), new Line(2, "MA\u200BRCH TO BA\u200DTTLE"),
                        new Line(3, "\u0645\u0631\u062D\u0628\u0627 \u05E9\u05DC\u05D5\u05DD"),
                        new Line(4, "\u2066SUPPORT 7-7 RADIUS 2\u2069"))),
                hostile("a word of 999 letters", () -> List.of(new Line(1, "M".repeat(999)))),
                hostile("numbers longer than any int", () -> List.of(new Line(1, "SUPPLY LEVEL 99999999999999999999"),
                        new Line(2, "MOVE TO 99999999-1"), new Line(3, "ENGAGE PHASES 2147483648-1"),
                        new Line(4, "TRANSFER 4294967296 MEN TO MX2IN"))),
                hostile("only separators", () -> List.of(new Line(1, ",,,;;;:::===   \t\t"))),
                hostile("control characters everywhere", () -> List.of(new Line(1, "\u0007P\u0008ATH\u001B[31m G4-V6"),
                        new Line(2, "\r\rPURSUE\r"))));
    }

    private static Arguments hostile(String name, Supplier<List<Line>> body) {
        return Arguments.of(Named.of(name, body));
    }

    private static List<Line> repeat(String text, int times) {
        List<Line> lines = new ArrayList<>(times);
        for (int i = 0; i < times; i++) {
            lines.add(new Line(i + 1, text));
        }
        return lines;
    }

    @ParameterizedTest
    @MethodSource("corpus")
    @DisplayName("hostile bodies give bounded answers, never exceptions")
    void bounded(Supplier<List<Line>> body) {
        List<Line> lines = body.get();
        ParsedBlock<UnitOrder> unit = OrderParser.parseUnitBlock(lines);
        ParsedBlock<OfficeOrder> office = OrderParser.parseOfficeBlock(lines);
        BlockVerdict v = OrderDesk.checkUnitBlock(CONTEXT, "MX1IN", lines);
        BlockVerdict w = OrderDesk.checkOfficeBlock(CONTEXT, Theatre.MX_STATE, EnumSet.allOf(Office.class), lines);
        for (List<Problem> problems : List.of(unit.problems(), office.problems(), v.problems(), w.problems())) {
            assertThat(problems).hasSizeLessThanOrEqualTo(ProblemList.MAX_LISTED + 1);
            assertThat(problems).allSatisfy(p -> assertThat(p.reason()).hasSizeLessThan(400));
        }
        assertThat(unit.orders()).hasSizeLessThanOrEqualTo(OrderParser.MAX_ORDERS);
        assertThat(office.orders()).hasSizeLessThanOrEqualTo(OrderParser.MAX_ORDERS);
        assertThat(v.normalForm()).hasSizeLessThanOrEqualTo(OrderParser.MAX_ORDERS + 3);
    }

    @Test
    @DisplayName("a 1 MB line is refused by its length, without being read")
    void hugeLine() {
        List<Problem> problems = OrderParser.parseUnitBlock(List.of(new Line(3, "x".repeat(MEGABYTE)))).problems();
        assertThat(problems).extracting(Problem::toString).containsExactly(
                "line 3: this line is 1048576 characters long; a line of orders has at most 1000");
    }

    @Test
    @DisplayName("100,000 bad lines give 20 problems and a count of the rest")
    void manyProblemsCounted() {
        List<Problem> problems = OrderParser.parseUnitBlock(repeat("XYZZY", 100_000)).problems();
        assertThat(problems).hasSize(ProblemList.MAX_LISTED + 1);
        assertThat(problems.get(ProblemList.MAX_LISTED).reason()).isEqualTo("...and 99980 more problems");
    }

    @Test
    @DisplayName("10,000 blocks' worth of orders in one block stop at the order cap with one problem")
    void tooManyOrders() {
        List<Line> lines = new ArrayList<>(Collections.nCopies(1, new Line(1, "PURSUE")));
        for (int i = 2; i <= 80_000; i++) {
            lines.add(new Line(i, "LINE FIRST"));
        }
        ParsedBlock<UnitOrder> parsed = OrderParser.parseUnitBlock(lines);
        assertThat(parsed.orders()).hasSize(OrderParser.MAX_ORDERS);
        assertThat(parsed.problems()).extracting(Problem::reason)
                .contains("a block holds at most 100 orders; the rest is not read");
    }

    @Test
    @DisplayName("invisible and unprintable characters are never echoed back raw")
    void quotedSafely() {
        List<Problem> problems = OrderParser.parseUnitBlock(List.of(new Line(1, "X\uD800\uFFFFY" + "Z".repeat(50))))
                .problems();
        assertThat(problems).extracting(Problem::reason).containsExactly(
                "'X??YZZZZZZZZZZZZZZZZZZZZ...' is not an order");
    }

    @Test
    @DisplayName("zero-width and direction marks inside keywords are dropped, so the orders still read")
    void invisibleInsideKeywords() {
        assertThat(OrderParser.parseUnitBlock(List.of(new Line(1, "MA\u200BRCH TO BA\u200DTTLE"))).bare())
                .containsExactly(new UnitOrder.MarchTo(MarchTarget.BATTLE));
    }
}
