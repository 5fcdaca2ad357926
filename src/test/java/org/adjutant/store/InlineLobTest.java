package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Migration V5: small LOBs live in their row; what goes in still comes out byte for byte, small or large. */
class InlineLobTest {
    @TempDir
    Path dir;

    private static int inplaceLimit(Database db) {
        return db.read(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'MAX_LENGTH_INPLACE_LOB'")) {
                return rs.next() ? Integer.parseInt(rs.getString(1)) : -1;
            }
        });
    }

    private static byte[] mail(int size, char fill) {
        byte[] raw = new byte[size];
        Arrays.fill(raw, (byte) fill);
        return raw;
    }

    @Test
    void smallLobsStayInTheirRowAcrossRestartsAndEverySizeRoundTrips() {
        InboxStore inbox = new InboxStore();
        byte[][] sizes = {mail(200, 'a'), mail(1_700, 'b'), mail(16_384, 'c'), mail(16_385, 'd'), mail(300_000, 'e')};
        try (Database db = Database.file(dir)) {
            assertThat(inplaceLimit(db)).isEqualTo(16_384);
            for (int i = 0; i < sizes.length; i++) {
                InboxMessage m = new InboxMessage("<" + i + "@x>", "h" + i, Instant.parse("1846-05-01T00:00:00Z"),
                        Instant.parse("1846-05-01T00:00:01Z"), "src", "from", "subject", sizes[i], InboxStatus.NEW, "");
                db.inTransaction(c -> inbox.insertIfAbsent(c, m));
            }
        }
        try (Database db = Database.file(dir)) { // the setting is kept in the file
            assertThat(inplaceLimit(db)).isEqualTo(16_384);
            assertThat(db.read(inbox::all)).extracting(InboxEntry::raw).containsExactly(sizes);
        }
    }
}
