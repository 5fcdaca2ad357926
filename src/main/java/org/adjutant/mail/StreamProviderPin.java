package org.adjutant.mail;

/**
 * Names Angus Mail's stream provider once, through the system property Jakarta Mail reads before anything else.
 *
 * <p>Why: Jakarta Mail 2.1 looks its {@code StreamProvider} up with a fresh {@code ServiceLoader} scan of the class
 * path every time it parses headers or writes a MIME part (jakartaee/mail-api#861). In the intake benchmark that scan
 * was about a tenth of the time spent per mail. With the property set, the lookup is a {@code Class.forName} of a
 * class already loaded. The provider is the same one the scan finds: Angus is the only implementation the robot
 * ships. A value set by the operator wins; if Angus is missing nothing is set and the scan goes on as before.
 *
 * <p>Public for the benchmarks, whose in-process mail servers (GreenMail) parse every mail they store with Jakarta
 * Mail too: a real mail server on its own machine pays no such lookup (docs/scaling.md).
 */
public final class StreamProviderPin {
    static final String PROPERTY = "jakarta.mail.util.StreamProvider";
    static final String ANGUS = "org.eclipse.angus.mail.util.MailStreamProvider";

    private StreamProviderPin() {
    }

    /** Sets the property unless it is set already or Angus Mail is not on the class path. */
    public static void pin() {
        if (System.getProperty(PROPERTY) != null) {
            return;
        }
        try {
            Class.forName(ANGUS, false, StreamProviderPin.class.getClassLoader());
            System.setProperty(PROPERTY, ANGUS);
        } catch (ClassNotFoundException | LinkageError e) {
            // Leave the lookup to Jakarta Mail's own search.
        }
    }
}
