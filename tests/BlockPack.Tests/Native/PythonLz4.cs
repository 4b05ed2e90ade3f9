using System;
using System.Diagnostics;
using System.IO;

namespace BlockPack.Tests.Native
{
    /// <summary>python3-lz4 (the lz4 module, its own build of the reference C code) as an independent encoder and decoder.</summary>
    internal static class PythonLz4
    {
        /// <summary>
        /// Compresses each input into one raw block with the lz4 module's high-compression (HC, level 12) encoder, a
        /// different encoder from the one BlockPack uses: longer, more overlapping matches.
        /// </summary>
        internal static byte[][] CompressHighCompression(byte[][] inputs)
        {
            string directory = Path.Combine(Path.GetTempPath(), "blockpack-pylz4hc-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(directory);
            try
            {
                for (int i = 0; i < inputs.Length; i++)
                {
                    File.WriteAllBytes(Path.Combine(directory, i + ".in"), inputs[i]);
                }

                Run(
                    "import sys, lz4.block\n" +
                    "d, n = sys.argv[1], int(sys.argv[2])\n" +
                    "for i in range(n):\n" +
                    "    data = open('%s/%d.in' % (d, i), 'rb').read()\n" +
                    "    open('%s/%d.out' % (d, i), 'wb').write(lz4.block.compress(data, mode='high_compression', compression=12, store_size=False))\n",
                    directory,
                    inputs.Length.ToString(System.Globalization.CultureInfo.InvariantCulture));
                byte[][] blocks = new byte[inputs.Length][];
                for (int i = 0; i < inputs.Length; i++)
                {
                    blocks[i] = File.ReadAllBytes(Path.Combine(directory, i + ".out"));
                }

                return blocks;
            }
            finally
            {
                Directory.Delete(directory, recursive: true);
            }
        }

        /// <summary>Returns the decoded bytes as upper-case hex separated by spaces, or "error: ..." when the module rejects the block.</summary>
        internal static string Decode(byte[] block, int size)
        {
            string file = Path.Combine(Path.GetTempPath(), "blockpack-pylz4-" + Guid.NewGuid().ToString("N"));
            File.WriteAllBytes(file, block);
            try
            {
                return Run(
                    "import sys, lz4.block\n" +
                    "data = open(sys.argv[1], 'rb').read()\n" +
                    "try:\n" +
                    "    out = lz4.block.decompress(data, uncompressed_size=int(sys.argv[2]))\n" +
                    "    print(' '.join('%02X' % b for b in out))\n" +
                    "except Exception as e:\n" +
                    "    print('error: %s' % e)\n",
                    file,
                    size.ToString(System.Globalization.CultureInfo.InvariantCulture));
            }
            finally
            {
                File.Delete(file);
            }
        }

        private static string Run(string script, params string[] arguments)
        {
            ProcessStartInfo start = new ProcessStartInfo("/usr/bin/python3")
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            start.ArgumentList.Add("-c");
            start.ArgumentList.Add(script);
            foreach (string argument in arguments)
            {
                start.ArgumentList.Add(argument);
            }

            using Process process = Process.Start(start)!;
            System.Threading.Tasks.Task<string> error = process.StandardError.ReadToEndAsync();
            string output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            if (process.ExitCode != 0)
            {
                throw new InvalidOperationException("python3 failed: " + error.Result);
            }

            return output.Trim();
        }
    }
}
