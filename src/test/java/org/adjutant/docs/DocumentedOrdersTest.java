package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.adjutant.docs.OrderExamples.Expectation;
import org.adjutant.docs.OrderExamples.Finding;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.Block;
import org.adjutant.intake.BlockResult;
import org.adjutant.intake.BlockSplitter;
import org.adjutant.intake.CommandLines;
import org.adjutant.ruleset.Line;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every order mail shown in README.md and docs/**.md is sent, as written, to the robot's offline check against the
 * shipped 1846 scenario (GITM 6.1-6.8 through the real ruleset), so no documented example names a unit, a square or
 * an office the game does not have. How examples are found and marked: {@link OrderExamples}.
 */
class DocumentedOrdersTest {
    /**
     * Files known to hold examples, and how many at least: the scan must not quietly find nothing (a changed fence
     * style, a moved file). Raise a figure when examples are added.
     */
    private static final Map<String, Integer> AT_LEAST = Map.of("README.md", 2, "docs/orders.md", 32,
            "docs/players.md", 14, "docs/moderators.md", 7);

    @TestFactory
    @DisplayName("every order mail in README.md and docs/ is checked against the shipped 1846 scenario")
    Stream<DynamicNode> documentedOrderMails() throws IOException {
        List<DynamicNode> files = new ArrayList<>();
        for (Path file : documentedFiles()) {
            String name = relative(file);
            List<DynamicNode> tests = OrderExamples.scan(name, Files.readString(file, StandardCharsets.UTF_8))
                    .stream().map(f -> test(file, f)).toList();
            if (!tests.isEmpty()) {
                files.add(DynamicContainer.dynamicContainer(name, file.toUri(), tests.stream()));
            }
        }
        return files.stream();
    }

    @Test
    @DisplayName("the scan finds the examples of the files known to hold them")
    void theScanFindsTheExamples() throws IOException {
        for (Map.Entry<String, Integer> e : AT_LEAST.entrySet()) {
            Path file = ShippedScenario.HOME.resolve(e.getKey());
            long mails = OrderExamples.scan(e.getKey(), Files.readString(file, StandardCharsets.UTF_8)).stream()
                    .filter(f -> f instanceof Finding.Mail).count();
            assertThat(mails).as("order mails found in %s", e.getKey()).isGreaterThanOrEqualTo(e.getValue());
        }
        assertThat(documentedFiles()).extracting(DocumentedOrdersTest::relative)
                .contains("README.md", "docs/orders.md", "docs/scenario-1846.md");
    }

    @Test
    @DisplayName("the check refuses what a wrong example would show: unknown units, impassable squares, the wrong office, two sides in one mail")
    void theCheckCanFail() {
        ShippedScenario s = ShippedScenario.get();
        // The README's example before it was fixed: a march on the deployment turn, then into the Gulf.
        String watery = "UNIT US7IN PASSWORD pw\nPATH J9-V3 J9-V2\n";
        assertThat(problems(s.check(watery, 0))).anyMatch(p -> p.contains("deployment turn"));
        assertThat(problems(s.check(watery, 1))).anyMatch(p -> p.contains("J9-V2 is water"));
        assertThat(problems(s.check("UNIT MX3LI PASSWORD pw\nLINE SECOND\n", 0)))
                .anyMatch(p -> p.contains("there is no unit MX3LI"));
        assertThat(problems(s.check("PLAYER mx-war PASSWORD pw\nINACTIVATE MX23IN\n", 0)))
                .anyMatch(p -> p.contains("only a War Minister or an army-HQ commander"));
        assertThat(problems(s.check("PLAYER marcy PASSWORD pw\nINACTIVATE MX23IN\n", 0)))
                .anyMatch(p -> p.contains("MX23IN is not a unit of US"));
        assertThat(s.check("PLAYER minister-ne PASSWORD pw\nINACTIVATE MX23IN\n", 1).rejected()).isZero();
        // the deployment turn runs the Orders phase (docs/rules/sow.md section 22) but is no build turn (SoW 4.2)
        assertThat(s.check("PLAYER minister-ne PASSWORD pw\nINACTIVATE MX23IN\n", 0).rejected()).isZero();
        assertThat(problems(s.check("PLAYER minister-ne PASSWORD pw\nRAISE 1 IN AT Monterrey MEN 1000\n", 0)))
                .anyMatch(p -> p.contains("only militia may be raised on this turn"));
        // a warship waits for the build turn (SoW 4.2): refused on turn 1, accepted on turn 15
        assertThat(problems(s.check("PLAYER marcy PASSWORD pw\nRAISE SL AT Pensacola\n", 1)))
                .anyMatch(p -> p.contains("warships are laid down only on the build turns"));
        assertThat(s.check("PLAYER marcy PASSWORD pw\nRAISE SL AT Pensacola\n", ShippedScenario.BUILD_TURN)
                .rejected()).isZero();
        assertThat(s.possibleSenders("UNIT US7IN PASSWORD a\nLINE FIRST\nUNIT MX4IN PASSWORD a\nLINE FIRST\n"))
                .isEmpty();
        assertThat(s.possibleSenders("UNIT MX2LI PASSWORD a\nLINE FIRST\nUNIT MX4IN PASSWORD a\nLINE FIRST\n"))
                .containsExactly("ampudia");
        assertThat(s.unknownUnits("PLAYER minister-ne PASSWORD a\nASSIGN MX99IN COMMANDER vega DEPUTY uraga\n"))
                .containsExactly("MX99IN");
        // A moderator's mail: a command the robot cannot read, a player's block, an edit with a bad order.
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nEXTEND soon\n", 0))
                .anyMatch(f -> f.contains("cannot read"));
        assertThat(moderatorMail("PLAYER taylor PASSWORD a\nPAUSE\n", 0)).anyMatch(f -> f.contains("his address"));
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nROLLBACK TO TURN 1\nORDERS US7IN\n"
                + "PATH J9-V3 J9-V2\nEND\n", 1)).anyMatch(f -> f.contains("J9-V2 is water"));
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nROLLBACK TO TURN 1\nORDERS US7IN\n"
                + "LINE FIRST\nEND\nSTATUS\n", 1)).isEmpty();
        // Orders entered on a player's behalf are checked as his: a unit's, and a role's office block.
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nON BEHALF OF US7IN BECAUSE away\n"
                + "PATH J9-V3 J9-V2\nEND\n", 1)).anyMatch(f -> f.contains("J9-V2 is water"));
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nON BEHALF OF paredes BECAUSE away\n"
                + "BUY 20 SUPPLIES AT Nowhere\nEND\n", 1)).anyMatch(f -> f.contains("ON BEHALF OF paredes"));
        // A correction of the position is checked against the shipped scenario.
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nADJUST UNIT US7IN MEN -1 BECAUSE x\n", 0))
                .anyMatch(f -> f.contains("out of bounds"));
        // A standby's seat is a role's: one the scenario does not have is found out.
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nAPPROVE STANDBY nobody\n", 0))
                .anyMatch(f -> f.contains("no role of the 1846 scenario"));
        assertThat(moderatorMail("PLAYER ref@example.org PASSWORD a\nAPPROVE STANDBY taylor\nSTANDBY ADD A B a@b.org\n",
                0)).isEmpty();
        // A reset mail: read without a password, for a role the scenario has.
        assertThat(resetMail("PLAYER taylor\nFORGOT PASSWORD\n")).isEmpty();
        assertThat(resetMail("PLAYER taylor\nSTATUS\n")).anyMatch(f -> f.contains("no password"));
        assertThat(resetMail("PLAYER nobody\nFORGOT PASSWORD\n")).anyMatch(f -> f.contains("no role nobody"));
        // A volunteer's mail: a STANDBY line of the right shape, outside any block.
        assertThat(standbyMail("STANDBY\n")).isEmpty();
        assertThat(standbyMail("STANDBY CONFIRM abcd-efgh-jkmn William Worth\n")).isEmpty();
        assertThat(standbyMail("STANDBY CONFIRM 1234 William Worth\n")).anyMatch(f -> f.contains("form to use"));
        assertThat(standbyMail("STANDBY ADD William Worth worth@example.org\n"))
                .anyMatch(f -> f.contains("not read it as a volunteer"));
    }

    private static DynamicNode test(Path file, Finding finding) {
        URI at = URI.create(file.toUri() + "?line=" + finding.line());
        if (finding instanceof Finding.Misplaced m) {
            return DynamicTest.dynamicTest(m.file() + ":" + m.line() + " (not checkable)", at,
                    () -> fail(m.file() + ":" + m.line() + ": " + m.why()));
        }
        Finding.Mail mail = (Finding.Mail) finding;
        return DynamicTest.dynamicTest(title(mail), at, () -> check(mail));
    }

    /** e.g. {@code docs/orders.md:36 UNIT MX2LI, UNIT MX4IN (turn 1)}: the file line of the first header. */
    private static String title(Finding.Mail mail) {
        List<Block> blocks = BlockSplitter.split(mail.text(), null).blocks();
        int line = blocks.isEmpty() ? mail.line() : mail.firstLine() + blocks.get(0).headerLine() - 1;
        String headers = blocks.stream().map(b -> b instanceof Block.UnitBlock u ? "UNIT " + u.unitId()
                : "PLAYER " + ((Block.PlayerBlock) b).who()).collect(Collectors.joining(", "));
        Expectation e = mail.expect();
        List<String> words = new ArrayList<>();
        if (e.turn() != 0) {
            words.add("turn " + e.turn());
        }
        if (e.rejected()) {
            words.add("rejected");
        }
        if (e.planned()) {
            words.add("planned");
        }
        String notes = String.join(", ", words);
        return mail.file() + ":" + line + " " + headers + (notes.isEmpty() ? "" : " (" + notes + ")");
    }

    private static void check(Finding.Mail mail) {
        if (mail.expect().moderator()) {
            report(moderatorMail(mail.text(), mail.expect().turn()), mail, mail.expect());
            return;
        }
        if (mail.expect().reset()) {
            report(resetMail(mail.text()), mail, mail.expect());
            return;
        }
        if (mail.expect().standby()) {
            report(standbyMail(mail.text()), mail, mail.expect());
            return;
        }
        ShippedScenario s = ShippedScenario.get();
        Expectation expect = mail.expect();
        Acknowledgement ack = s.check(mail.text(), expect.turn());
        List<String> failures = new ArrayList<>();
        if (ack.blocks().isEmpty()) {
            failures.add("the robot finds no order block in it");
        }
        Set<String> unknown = s.unknownUnits(mail.text());
        if (!unknown.isEmpty()) {
            failures.add("the 1846 scenario has no unit " + String.join(", ", unknown));
        }
        if (s.possibleSenders(mail.text()).isEmpty()) {
            failures.add("no one player of the 1846 scenario commands, deputises or holds all of its blocks, so it"
                    + " cannot be one player's mail");
        }
        if (expect.planned()) {
            if (!ack.blocks().isEmpty() && ack.blocks().stream().allMatch(BlockResult::accepted)) {
                failures.add("the robot now accepts this planned example: drop 'planned' from its marker");
            }
            report(failures, mail, expect);
            return;
        }
        for (BlockResult block : ack.blocks()) {
            String where = mail.file() + ":" + (mail.firstLine() + block.headerLine() - 1) + " " + block.title();
            if (block.accepted() && expect.rejected()) {
                failures.add(where + " is accepted (" + String.join("; ", block.orders())
                        + "), but the document marks the example rejected");
            } else if (!block.accepted() && !expect.rejected()) {
                failures.add(where + " is refused: " + block.problems().stream().map(Object::toString)
                        .collect(Collectors.joining("; ")) + " (mail line n is file line n + "
                        + (mail.firstLine() - 1) + ")");
            }
        }
        List<String> said = problems(ack);
        for (String text : expect.problems()) {
            if (said.stream().noneMatch(p -> p.contains(text))) {
                failures.add("no problem says \"" + text + "\"; the robot said: " + String.join("; ", said));
            }
        }
        report(failures, mail, expect);
    }

    /**
     * A moderator's mail: PLAYER blocks named by an address, every line a command the robot reads as a moderator's
     * ({@link CommandLines#script}), and each ROLLBACK edit's orders accepted for its unit on {@code turn}.
     */
    static List<String> moderatorMail(String text, int turn) {
        List<String> failures = new ArrayList<>();
        List<Block> blocks = BlockSplitter.split(text, null).blocks();
        if (blocks.isEmpty()) {
            failures.add("the robot finds no block in it");
        }
        for (Block b : blocks) {
            if (!(b instanceof Block.PlayerBlock p) || !p.who().contains("@")) {
                failures.add("a moderator's block is PLAYER <his address> PASSWORD <his password>, not "
                        + (b instanceof Block.PlayerBlock p ? "PLAYER " + p.who() : "a UNIT block"));
                continue;
            }
            CommandLines.Script script = CommandLines.script(p.body().stream().map(Line::text).toList());
            script.problems().forEach(problem -> failures.add("the robot cannot read it: " + problem));
            for (CommandLines.Step step : script.steps()) {
                if (step instanceof CommandLines.Step.Run r && r.command() instanceof CommandLines.Command.OnBehalf behalf) {
                    // A unit's id has digits; a role is a word (paredes): its orders are his PLAYER block's.
                    String header = behalf.target().matches("[A-Za-z]+") ? "PLAYER " + behalf.target() : "UNIT " + behalf.target();
                    Acknowledgement ack = ShippedScenario.get().check(header + " PASSWORD pw\n"
                            + String.join("\n", behalf.orders()) + "\n", turn);
                    if (ack.blocks().isEmpty() || !ack.blocks().stream().allMatch(BlockResult::accepted)) {
                        failures.add("the orders of ON BEHALF OF " + behalf.target() + " are refused: " + problems(ack));
                    }
                }
                if (step instanceof CommandLines.Step.Run r && r.command() instanceof CommandLines.Command.Adjust a) {
                    ShippedScenario shipped = ShippedScenario.get();
                    try {
                        shipped.ruleset().adjust(shipped.state(turn), a.what());
                    } catch (IllegalArgumentException refused) {
                        failures.add("ADJUST " + a.what() + " is refused: " + refused.getMessage());
                    }
                }
                if (step instanceof CommandLines.Step.Run r
                        && r.command() instanceof CommandLines.Command.ApproveStandby approve
                        && ShippedScenario.get().possibleSenders("PLAYER " + approve.role() + "\n").isEmpty()) {
                    failures.add("APPROVE STANDBY names " + approve.role() + ", no role of the 1846 scenario");
                }
                if (step instanceof CommandLines.Step.Edit e) {
                    Acknowledgement ack = ShippedScenario.get().check("UNIT " + e.unit() + " PASSWORD pw\n"
                            + String.join("\n", e.lines()) + "\n", turn);
                    if (ack.blocks().isEmpty() || !ack.blocks().stream().allMatch(BlockResult::accepted)) {
                        failures.add("the orders of ORDERS " + e.unit() + " are refused: " + problems(ack));
                    }
                }
            }
        }
        return failures;
    }

    /**
     * A password reset's mail: one PLAYER block that the robot reads without a password (any problem the splitter
     * finds, "no password" first, fails it), naming a role of the shipped scenario.
     */
    static List<String> resetMail(String text) {
        List<String> failures = new ArrayList<>();
        List<Block> blocks = BlockSplitter.split(text, null).blocks();
        if (blocks.size() != 1 || !(blocks.get(0) instanceof Block.PlayerBlock p)) {
            failures.add("a reset mail is one PLAYER <role> block");
            return failures;
        }
        p.problems().forEach(problem -> failures.add("the robot refuses it: " + problem));
        if (ShippedScenario.get().possibleSenders(text).isEmpty()) {
            failures.add("the 1846 scenario has no role " + p.who());
        }
        return failures;
    }

    /**
     * A volunteer's mail: the robot finds no block in it and reads its line as a volunteer's, a request or a
     * confirmation with a code of the robot's shape and a name.
     */
    static List<String> standbyMail(String text) {
        List<String> failures = new ArrayList<>();
        org.adjutant.intake.OrderMail read = BlockSplitter.split(text, "[rio-grande] standby");
        if (!read.blocks().isEmpty()) {
            failures.add("the robot reads a block of orders in it, not a volunteer's line");
        }
        if (read.standby().isEmpty()) {
            failures.add("the robot does not read it as a volunteer's STANDBY line");
        } else if (!org.adjutant.intake.StandbyLine.read(read.standby().get().text())
                .filter(org.adjutant.intake.StandbyLine::wellFormed).isPresent()) {
            failures.add("the robot would answer it with the form to use: " + read.standby().get().text());
        }
        return failures;
    }

    private static void report(List<String> failures, Finding.Mail mail, Expectation expect) {
        if (!failures.isEmpty()) {
            fail("the example in the fence at " + mail.file() + ":" + mail.line()
                    + ", checked on turn " + expect.turn() + ":\n  " + String.join("\n  ", failures));
        }
    }

    private static List<String> problems(Acknowledgement ack) {
        return ack.blocks().stream().flatMap(b -> b.problems().stream()).map(Object::toString).toList();
    }

    private static List<Path> documentedFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(ShippedScenario.HOME.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(ShippedScenario.HOME.resolve("docs"))) {
            docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    private static String relative(Path file) {
        return ShippedScenario.HOME.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize())
                .toString().replace('\\', '/');
    }
}
