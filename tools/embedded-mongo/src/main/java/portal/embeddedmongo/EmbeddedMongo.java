package portal.embeddedmongo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;

import de.bwaldvogel.mongo.MongoServer;

/**
 * The portal's embedded development database: a MongoDB wire-protocol server (mongo-java-server)
 * storing everything in one H2 MVStore file, {@value #STORE_FILE} in the data folder.
 *
 * <pre>
 * java -Xmx256m -XX:+UseSerialGC -jar embedded-mongo.jar --listen 127.0.0.1:27018 --dir .data/db
 *      [--commit-delay-ms 0] [--fsync] [--stop-on-stdin-eof]
 * </pre>
 *
 * Prints one line {@code ready mongodb://HOST:PORT/} once it accepts connections. On SIGTERM or
 * SIGINT it closes the connections and the store (everything is on disk) and prints {@code stopped};
 * with {@code --stop-on-stdin-eof} it does the same when its standard input closes, so a server
 * whose launcher died (a killed test run) does not live on.
 */
public final class EmbeddedMongo {

    static final String STORE_FILE = "mongo.mv.db";

    private static final String USAGE =
        "usage: embedded-mongo --listen HOST:PORT --dir FOLDER [--commit-delay-ms MS] [--fsync] [--stop-on-stdin-eof]";

    private EmbeddedMongo() {
    }

    /** The command line: where to listen, where the store lives and how writes are made durable. */
    record Options(String host, int port, Path dir, int commitDelayMs, boolean fsync, boolean stopOnStdinEof) {

        static Options parse(String[] args) {
            String listen = "127.0.0.1:27018";
            String dir = ".data/db";
            int commitDelayMs = 0;
            boolean fsync = false;
            boolean stopOnStdinEof = false;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--listen" -> listen = value(args, ++i);
                    case "--dir" -> dir = value(args, ++i);
                    case "--commit-delay-ms" -> commitDelayMs = number(value(args, ++i));
                    case "--fsync" -> fsync = true;
                    case "--stop-on-stdin-eof" -> stopOnStdinEof = true;
                    default -> throw new IllegalArgumentException("unknown argument " + args[i]);
                }
            }
            int colon = listen.lastIndexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("--listen takes HOST:PORT, got " + listen);
            }
            return new Options(listen.substring(0, colon), number(listen.substring(colon + 1)), Path.of(dir), commitDelayMs, fsync,
                stopOnStdinEof);
        }

        private static String value(String[] args, int i) {
            if (i >= args.length) {
                throw new IllegalArgumentException(args[i - 1] + " needs a value");
            }
            return args[i];
        }

        private static int number(String text) {
            try {
                int n = Integer.parseInt(text);
                if (n < 0) {
                    throw new NumberFormatException();
                }
                return n;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a number of 0 or more: " + text);
            }
        }
    }

    public static void main(String[] args) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            fail(e.getMessage() + "\n" + USAGE);
            return;
        }

        Path file = options.dir().resolve(STORE_FILE).toAbsolutePath();
        MVStore store;
        try {
            Files.createDirectories(options.dir());
            store = new MVStore.Builder().fileName(file.toString()).open();
        } catch (IOException | MVStoreException e) {
            // e.g. another embedded-mongo holds the file ("The file is locked")
            fail("cannot open " + file + ": " + e.getMessage());
            return;
        }

        DurableH2Backend backend = new DurableH2Backend(store, options.commitDelayMs(), options.fsync());
        backend.version(ReportedVersion.MONGO_4_4);
        MongoServer server = new MongoServer(backend);
        try {
            server.bind(options.host(), options.port());
        } catch (RuntimeException e) {
            fail("cannot listen on " + options.host() + ":" + options.port() + ": " + e.getMessage());
            return;
        }

        // The JVM runs this on SIGTERM and SIGINT: closing the store writes what is left and syncs the file.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.shutdownNow();
            System.out.println("stopped");
        }, "embedded-mongo-shutdown"));

        System.out.println("ready mongodb://" + options.host() + ":" + options.port() + "/");
        System.out.flush();

        if (options.stopOnStdinEof()) {
            Thread watcher = new Thread(EmbeddedMongo::exitAtEndOfInput, "embedded-mongo-stdin");
            watcher.setDaemon(true);
            watcher.start();
        }
    }

    /** Returns once standard input is closed (the launcher is gone), then exits through the shutdown hook. */
    private static void exitAtEndOfInput() {
        try {
            while (System.in.read() != -1) {
                // nothing is sent on stdin; only its end matters
            }
        } catch (IOException e) {
            // a broken pipe means the same: the launcher is gone
        }
        System.exit(0);
    }

    private static void fail(String message) {
        System.err.println("embedded-mongo: " + message);
        System.exit(1);
    }
}
