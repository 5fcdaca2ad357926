package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every table that keeps rows of a game is one a game's export carries and its delete clears, so that a table added
 * later cannot be forgotten by either: a restored game would lack its rows, and a game created again under a deleted
 * one's id would inherit them (a vote, a reset code, an adjustment of the old game).
 */
class GameTablesTest {
    /** Tables with a game's id that the export and the delete leave alone on purpose, with why. */
    private static final Set<String> KEPT = Set.of(
            "inbox",             // mail received: kept by a delete (its game id cleared), never exported
            "moderator_audit");  // exported; kept by a delete as the moderators' record

    @Test
    @DisplayName("every table holding a game's id is exported and cleared by a game's delete")
    void everyGameTableIsExportedAndDeleted() {
        try (CoreFixture core = new CoreFixture()) {
            Set<String> withGameId = core.db.read(c -> {
                Set<String> names = new TreeSet<>();
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT TABLE_NAME FROM"
                        + " INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = 'PUBLIC' AND COLUMN_NAME = 'GAME_ID'")) {
                    while (rs.next()) {
                        names.add(rs.getString(1).toLowerCase(Locale.ROOT));
                    }
                }
                return names;
            });
            List<String> deleted = new ArrayList<>();
            Matcher m = Pattern.compile("^(?:DELETE FROM|UPDATE) (\\w+)").matcher("");
            for (String sql : GameStore.DELETES) {
                if (m.reset(sql).find()) {
                    deleted.add(m.group(1));
                }
            }

            assertThat(withGameId).contains("end_vote", "absence", "press").hasSizeGreaterThan(15);
            for (String table : withGameId) {
                if (!KEPT.contains(table)) {
                    assertThat(GameArchive.tableNames()).as("exported").contains(table);
                    assertThat(deleted).as("deleted").contains(table);
                }
            }
            assertThat(GameArchive.tableNames()).contains("moderator_audit");
        }
    }
}
