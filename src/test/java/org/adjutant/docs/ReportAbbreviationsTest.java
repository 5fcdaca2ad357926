package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every abbreviation a report uses is explained in that report, where the player reads it: a turn of the shipped 1846
 * war, with the Northeast's War Minister buying supplies and paying Jalisco, rendered for its officers, a general, an
 * American one and the moderator, each mail read as a player reads it (docs/reports.md).
 */
class ReportAbbreviationsTest {
    private static final Pattern WORD = Pattern.compile("\\b[A-Z][A-Za-z]{1,4}\\b");
    private static final Pattern UNIT_ID = Pattern.compile("\\b(?:US|MX)\\d{1,4}([A-Z]{2})F?\\b");

    @Test
    @DisplayName("GITM 5.3, SoW 19.1 every state id (NE, JAL...), Cr, HQ and unit-id type code a report prints is"
            + " explained in that report")
    void gitm_5_3_everyAbbreviationExplained() {
        ShippedScenario s = ShippedScenario.get();
        GameState one = s.state(1);
        TurnOutcome outcome = s.ruleset().resolve(one, 2, s.defaultOrders(one), Map.of("minister-ne",
                List.of("BUY 20 SUPPLIES AT Monterrey", "PAY 100 CROWNS TO JAL")), SeededDice.forTurn(1846L, 2));
        GitmState state = (GitmState) outcome.next();
        TemplateRenderer templates = new TemplateRenderer(ShippedScenario.HOME.resolve("templates"));
        List<Recipient> readers = List.of(
                new Recipient("War Minister of the Northeast", "ne@example.org", Set.of(), Set.of(),
                        Set.of("minister:NE", "treasury:NE"), false),
                new Recipient("Mariano Arista", "arista@example.org", Set.of("MX1AQ"), Set.of("MX1MA", "MX1MI"),
                        Set.of(), false),
                new Recipient("Zachary Taylor", "taylor@example.org", Set.of("US1AQ"), Set.of(), Set.of(), false),
                new Recipient("Moderator", "moderator@example.org", Set.of(), Set.of(), Set.of(), true));
        List<String> unexplained = new ArrayList<>();
        int mails = 0;
        boolean sawNe = false;
        for (Recipient r : readers) {
            for (ReportDraft d : s.ruleset().reports(one, 2, outcome, r)) {
                Map<String, Object> common = new LinkedHashMap<>();
                common.put("gameId", "rio-grande");
                common.put("gameTitle", "The Rio Grande");
                common.put("turn", 2);
                common.put("recipient", r);
                RenderedMail mail = templates.report(d, common);
                mails++;
                for (String part : List.of(mail.text(), mail.html())) {
                    String key = key(part);
                    String body = part.replace(key, "");
                    Matcher words = WORD.matcher(body);
                    while (words.find()) {
                        String w = words.group();
                        Polity p = state.states().get(w);
                        if (p != null && !key.contains(w + " " + p.name())) {
                            unexplained.add(r.name() + "'s " + d.kind() + ": " + w);
                        }
                        if ((w.equals("Cr") && !key.contains("Cr crowns"))
                                || (w.equals("HQ") && !key.contains("HQ headquarters"))) {
                            unexplained.add(r.name() + "'s " + d.kind() + ": " + w);
                        }
                        sawNe |= w.equals("NE");
                    }
                    Matcher ids = UNIT_ID.matcher(body);
                    while (ids.find()) {
                        Optional<Branch> branch = Branch.ofCode(ids.group(1));
                        String explained = branch.map(b -> b.name() + " " + b.words()).orElseGet(() -> {
                            ShipType t = ShipType.valueOf(ids.group(1));
                            return t.name() + " " + t.words();
                        });
                        if (!key.contains(explained)) {
                            unexplained.add(r.name() + "'s " + d.kind() + ": " + ids.group());
                        }
                    }
                }
            }
        }
        assertThat(mails).isGreaterThanOrEqualTo(7);
        assertThat(sawNe).as("the Northeast's id is printed").isTrue();
        assertThat(unexplained).isEmpty();
    }

    /** The report's key: the lines from "Abbreviations:" or "Unit ids are" to the next blank line or paragraph. */
    private static String key(String report) {
        StringBuilder key = new StringBuilder();
        boolean in = false;
        for (String line : report.split("\n")) {
            String plain = line.replaceAll("<[^>]+>", "\n");
            if (plain.contains("Abbreviations:") || plain.contains("Unit ids are nation")
                    || plain.contains("Ship ids are nation")) {
                in = true;
            }
            if (in && line.isBlank()) {
                in = false;
            }
            if (in) {
                key.append(line).append('\n');
                if (line.endsWith("</p>")) {
                    in = false;
                }
            }
        }
        return key.toString().replace("\n  ", " ");
    }
}
