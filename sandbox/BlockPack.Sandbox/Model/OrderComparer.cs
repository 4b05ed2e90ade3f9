using System.Collections.Generic;

namespace BlockPack.Sandbox.Model
{
    /// <summary>Field-by-field equality, so the demo can prove the round trip lost nothing.</summary>
    public static class OrderComparer
    {
        /// <summary>Returns the index of the first order that differs, or -1 when the lists are equal.</summary>
        public static int FirstDifference(IReadOnlyList<Order> expected, IReadOnlyList<Order> actual)
        {
            if (expected.Count != actual.Count)
            {
                return System.Math.Min(expected.Count, actual.Count);
            }

            for (int i = 0; i < expected.Count; i++)
            {
                if (!Equal(expected[i], actual[i]))
                {
                    return i;
                }
            }

            return -1;
        }

        private static bool Equal(Order a, Order b)
        {
            if (a.Id != b.Id || a.Customer != b.Customer || a.Email != b.Email || a.PlacedAt != b.PlacedAt
                || a.PlacedAt.Kind != b.PlacedAt.Kind || a.Status != b.Status || a.ShippingAddress != b.ShippingAddress
                || a.Total != b.Total || a.Note != b.Note || a.Lines.Count != b.Lines.Count)
            {
                return false;
            }

            for (int i = 0; i < a.Lines.Count; i++)
            {
                OrderLine x = a.Lines[i];
                OrderLine y = b.Lines[i];
                if (x.Sku != y.Sku || x.Product != y.Product || x.Quantity != y.Quantity || x.UnitPrice != y.UnitPrice)
                {
                    return false;
                }
            }

            return true;
        }
    }
}
