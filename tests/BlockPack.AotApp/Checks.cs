using System;

namespace BlockPack.AotApp
{
    /// <summary>Runs named checks, prints one PASS/FAIL line each and a closing count in the test script's format.</summary>
    internal sealed class Checks
    {
        public int Passed { get; private set; }

        public int Failed { get; private set; }

        public void Run(string name, Func<string?> check)
        {
            string? failure;
            try
            {
                failure = check();
            }
            catch (Exception e)
            {
                failure = e.GetType().FullName + ": " + e.Message.Replace('\n', ' ');
            }

            if (failure is null)
            {
                this.Passed++;
                Console.WriteLine("PASS " + name);
            }
            else
            {
                this.Failed++;
                Console.WriteLine("FAIL " + name + ": " + failure);
            }
        }
    }
}
